package com.linkbenchx.store.timing;

import com.linkbenchx.model.Node;
import com.linkbenchx.store.NodeIdRange;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreException;
import java.util.List;
import java.util.Optional;

/** A node store whose every data call is bracketed by its worker's {@link CallClock}; see {@link TimedLinkStore}. */
final class TimedNodeStore implements NodeStore {
  private final NodeStore store;
  private final CallClock clock;

  TimedNodeStore(NodeStore store, CallClock clock) {
    this.store = store;
    this.clock = clock;
  }

  @Override
  public void resetNodeStore(String dbid, long startId) throws StoreException {
    clock.callStarted();
    try {
      store.resetNodeStore(dbid, startId);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public long addNode(String dbid, Node node) throws StoreException {
    clock.callStarted();
    try {
      return store.addNode(dbid, node);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public long[] bulkAddNodes(String dbid, List<Node> nodes) throws StoreException {
    clock.callStarted();
    try {
      return store.bulkAddNodes(dbid, nodes);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public Optional<NodeIdRange> nodeIdRange(String dbid) throws StoreException {
    return store.nodeIdRange(dbid); // not a benchmark operation: not timed
  }

  @Override
  public Node getNode(String dbid, int type, long id) throws StoreException {
    clock.callStarted();
    try {
      return store.getNode(dbid, type, id);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public boolean updateNode(String dbid, Node node) throws StoreException {
    clock.callStarted();
    try {
      return store.updateNode(dbid, node);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public boolean deleteNode(String dbid, int type, long id) throws StoreException {
    clock.callStarted();
    try {
      return store.deleteNode(dbid, type, id);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public int bulkLoadBatchSize() {
    return store.bulkLoadBatchSize();
  }

  @Override
  public void clearErrors(int threadId) {
    store.clearErrors(threadId);
  }

  @Override
  public void close() {
    store.close();
  }
}
