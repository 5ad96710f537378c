package com.linkbenchx.store;

import com.linkbenchx.model.Node;
import java.util.List;
import java.util.Optional;

/** The node half of the store contract. One instance per worker thread. */
public interface NodeStore extends AutoCloseable {
  /** Deletes every node and makes the next allocated id equal {@code startId}. Links are untouched. */
  void resetNodeStore(String dbid, long startId) throws StoreException;

  /** Stores the node under a freshly allocated id (node.id is ignored) and returns that id. */
  default long addNode(String dbid, Node node) throws StoreException {
    return bulkAddNodes(dbid, List.of(node))[0];
  }

  /** Same as repeated {@link #addNode}: ids are allocated in order and returned in order. */
  long[] bulkAddNodes(String dbid, List<Node> nodes) throws StoreException;

  /** Preferred node batch size; 0 means one node per call. */
  int bulkLoadBatchSize();

  /** The node, or null if absent or stored with another type. */
  Node getNode(String dbid, int type, long id) throws StoreException;

  /** Replaces version, time and data of (id, type); false if there is no such node. */
  boolean updateNode(String dbid, Node node) throws StoreException;

  /** Removes (id, type); false if there was no such node. */
  boolean deleteNode(String dbid, int type, long id) throws StoreException;

  /**
   * The lowest and highest node id stored ({@link NodeIdRange#EMPTY} when none), read cheaply from the ends of the
   * primary key; empty when the store cannot tell (the no-op store, a plugin that does not say).
   */
  default Optional<NodeIdRange> nodeIdRange(String dbid) throws StoreException {
    return Optional.empty();
  }

  /** Called after a failed operation so the store can reset or reopen its connections. Must not throw. */
  default void clearErrors(int threadId) {
  }

  @Override
  void close();
}
