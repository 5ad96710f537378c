package com.linkbenchx.driver;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.InitializableStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;
import com.linkbenchx.store.memory.MemoryStoreProvider;
import java.util.List;

/**
 * A third-party store as a user would write one: a plain class named in {@code linkstore}, with a
 * no-argument constructor and LinkBench's {@code initialize} hook. It keeps its data in an in-memory
 * store of its own and remembers how it was initialized.
 */
public final class PluginStore implements GraphStore, InitializableStore {
  /** The plugin's own key, declared as a user's store would declare it. */
  static final ConfigKey<String> GREETING = ConfigKey.string("plugin_greeting")
      .defaultValue("")
      .scope("plugin store")
      .doc("Text the plugin keeps, to show it reads its own keys");

  private GraphStore backing;
  Phase phase;
  int threadId = -1;
  String greeting;

  @Override
  public KeySet configKeys() {
    return KeySet.of("Plugin store", GREETING);
  }

  @Override
  public void initialize(Config config, Phase openedFor, int thread) {
    MemoryStoreProvider provider = new MemoryStoreProvider();
    provider.configure(config);
    backing = provider.openGraphStore(openedFor, thread);
    phase = openedFor;
    threadId = thread;
    greeting = GREETING.read(config);
  }

  @Override
  public WriteResult addLink(String dbid, Link link) throws StoreException {
    return backing.addLink(dbid, link);
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) throws StoreException {
    return backing.deleteLink(dbid, id1, linkType, id2, expunge);
  }

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) throws StoreException {
    return backing.getLink(dbid, id1, linkType, id2);
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) throws StoreException {
    return backing.multigetLinks(dbid, id1, linkType, id2s);
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit)
      throws StoreException {
    return backing.getLinkList(dbid, id1, linkType, minTime, maxTime, offset, limit);
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) throws StoreException {
    return backing.countLinks(dbid, id1, linkType);
  }

  @Override
  public int bulkLoadBatchSize() {
    return 0;
  }

  @Override
  public void resetNodeStore(String dbid, long startId) throws StoreException {
    backing.resetNodeStore(dbid, startId);
  }

  @Override
  public long[] bulkAddNodes(String dbid, List<Node> nodes) throws StoreException {
    return backing.bulkAddNodes(dbid, nodes);
  }

  @Override
  public Node getNode(String dbid, int type, long id) throws StoreException {
    return backing.getNode(dbid, type, id);
  }

  @Override
  public boolean updateNode(String dbid, Node node) throws StoreException {
    return backing.updateNode(dbid, node);
  }

  @Override
  public boolean deleteNode(String dbid, int type, long id) throws StoreException {
    return backing.deleteNode(dbid, type, id);
  }

  @Override
  public void close() {
    backing.close();
  }
}
