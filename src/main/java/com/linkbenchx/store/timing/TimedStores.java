package com.linkbenchx.store.timing;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.NodeIdRange;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.store.WriteResult;
import java.util.List;
import java.util.Optional;

/**
 * The one place where store calls are timed, in both phases, as YCSB's DB wrapper: every data call of a worker's
 * stores moves its {@link CallClock}, whatever the calling code does; accessors, {@code clearErrors}, {@code close}
 * and {@code nodeIdRange} pass through untimed. Try-with-resources on the clock itself: no allocation per call.
 */
@SuppressWarnings("try") // the resource is the clock itself, closed when the store call returns or throws
public final class TimedStores {
  private TimedStores() {
  }

  /** {@code stores} with each store timed into {@code clock}; a missing node store stays missing. */
  public static WorkerStores wrap(WorkerStores stores, CallClock clock) {
    return new WorkerStores(stores.links() == null ? null : new TimedLinkStore(stores.links(), clock),
        stores.nodes() == null ? null : new TimedNodeStore(stores.nodes(), clock));
  }

  private record TimedLinkStore(LinkStore store, CallClock clock) implements LinkStore {
    @Override
    public WriteResult addLink(String dbid, Link link) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.addLink(dbid, link);
      }
    }

    @Override
    public WriteResult updateLink(String dbid, Link link) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.updateLink(dbid, link);
      }
    }

    @Override
    public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.deleteLink(dbid, id1, linkType, id2, expunge);
      }
    }

    @Override
    public Link getLink(String dbid, long id1, long linkType, long id2) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.getLink(dbid, id1, linkType, id2);
      }
    }

    @Override
    public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.multigetLinks(dbid, id1, linkType, id2s);
      }
    }

    @Override
    public Link[] getLinkList(String dbid, long id1, long linkType) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.getLinkList(dbid, id1, linkType);
      }
    }

    @Override
    public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit)
        throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.getLinkList(dbid, id1, linkType, minTime, maxTime, offset, limit);
      }
    }

    @Override
    public long countLinks(String dbid, long id1, long linkType) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.countLinks(dbid, id1, linkType);
      }
    }

    @Override
    public void addBulkLoad(String dbid, LoadBatch batch) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        store.addBulkLoad(dbid, batch);
      }
    }

    @Override
    public int bulkLoadBatchSize() {
      return store.bulkLoadBatchSize();
    }

    @Override
    public int rangeLimit() {
      return store.rangeLimit();
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

  private record TimedNodeStore(NodeStore store, CallClock clock) implements NodeStore {
    @Override
    public void resetNodeStore(String dbid, long startId) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        store.resetNodeStore(dbid, startId);
      }
    }

    @Override
    public long addNode(String dbid, Node node) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.addNode(dbid, node);
      }
    }

    @Override
    public long[] bulkAddNodes(String dbid, List<Node> nodes) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.bulkAddNodes(dbid, nodes);
      }
    }

    @Override
    public Optional<NodeIdRange> nodeIdRange(String dbid) throws StoreException {
      return store.nodeIdRange(dbid);
    }

    @Override
    public Node getNode(String dbid, int type, long id) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.getNode(dbid, type, id);
      }
    }

    @Override
    public boolean updateNode(String dbid, Node node) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.updateNode(dbid, node);
      }
    }

    @Override
    public boolean deleteNode(String dbid, int type, long id) throws StoreException {
      try (CallClock call = clock.callStarted()) {
        return store.deleteNode(dbid, type, id);
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
}
