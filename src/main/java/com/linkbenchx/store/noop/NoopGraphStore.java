package com.linkbenchx.store.noop;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.WriteResult;
import java.util.List;
import java.util.stream.LongStream;

/** Accepts every write, finds nothing, allocates node ids in order; a subclass may time {@link #call()}. */
public class NoopGraphStore implements GraphStore {
  private static final Link[] NO_LINKS = new Link[0];
  /** Bulk calls are accepted in batches this large, so the load phase can be measured too. */
  private static final int BATCH_SIZE = 1024;

  private long nextNodeId = 1;

  /** Run at the start of every data call; here it does nothing. */
  protected void call() {
  }

  @Override
  public WriteResult addLink(String dbid, Link link) {
    call();
    return WriteResult.INSERTED;
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) {
    call();
    return false;
  }

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) {
    call();
    return null;
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) {
    call();
    return NO_LINKS;
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit) {
    call();
    return NO_LINKS;
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) {
    call();
    return 0;
  }

  @Override
  public int bulkLoadBatchSize() {
    return BATCH_SIZE;
  }

  @Override
  public void addBulkLoad(String dbid, LoadBatch batch) {
    call();
  }

  @Override
  public void resetNodeStore(String dbid, long startId) {
    nextNodeId = startId;
  }

  @Override
  public long[] bulkAddNodes(String dbid, List<Node> nodes) {
    call();
    long[] ids = LongStream.range(nextNodeId, nextNodeId + nodes.size()).toArray();
    nextNodeId += ids.length;
    return ids;
  }

  @Override
  public long addNode(String dbid, Node node) {
    call();
    return nextNodeId++;
  }

  @Override
  public Node getNode(String dbid, int type, long id) {
    call();
    return null;
  }

  @Override
  public boolean updateNode(String dbid, Node node) {
    call();
    return false;
  }

  @Override
  public boolean deleteNode(String dbid, int type, long id) {
    call();
    return false;
  }

  @Override
  public void close() {
  }
}
