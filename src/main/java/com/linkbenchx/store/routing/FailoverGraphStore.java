package com.linkbenchx.store.routing;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.NodeIdRange;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreUnavailableException;
import com.linkbenchx.store.connection.Backoff;
import java.util.List;
import java.util.Optional;

/**
 * One worker's store on a cluster whose every endpoint holds the whole graph: bound to endpoint {@code worker mod N}
 * (workers numbered across all driver processes), it moves to the next endpoint when its own is unreachable. An
 * operation that had not reached the server runs again there; one whose connection broke while it may have committed
 * fails as on one server. A move counts as a failover of the endpoint left once an operation succeeds elsewhere. With
 * every endpoint unreachable the worker tries them in turn for up to {@code store_outage_limit_seconds}; it goes back
 * to its own endpoint once that is ready again, so a long run spreads evenly again.
 *
 * <p>In the load node writes go to the first endpoint: inserts on several members would allocate the same node ids.
 */
final class FailoverGraphStore extends RoutingGraphStore {
  /** Pause between rounds over every endpoint while all are unreachable. */
  private static final long ROUND_PAUSE_MILLIS = 250;

  private final RoutingStoreProvider endpoints;
  private final Phase phase;
  private final int threadId;
  private final Lane main;
  /** Node operations: the first endpoint's lane in the load, the worker's own otherwise. */
  private final Lane nodes;

  /** Opens the store of the worker's own endpoint (or of the next reachable one) now. */
  FailoverGraphStore(RoutingStoreProvider endpoints, Phase phase, int threadId) throws StoreException {
    this.endpoints = endpoints;
    this.phase = phase;
    this.threadId = threadId;
    this.main = new Lane((int) Math.floorMod(endpoints.globalWorker(threadId), (long) endpoints.size()));
    this.nodes = phase == Phase.LOAD && main.current != 0 ? new Lane(0) : main;
    try {
      main.call("", (store, dbid) -> null);
    } catch (StoreException | RuntimeException e) {
      main.close();
      throw e;
    }
    servedBy = main.current;
  }

  @Override
  <T> T onLinks(String dbid, long id1, Call<T> call) throws StoreException {
    return main.call(dbid, call);
  }

  @Override
  <T> T onNode(String dbid, long id, Call<T> call) throws StoreException {
    return nodes.call(dbid, call);
  }

  /** One endpoint binding: the endpoint in use and its open store. */
  private final class Lane {
    /** The endpoint the worker is bound to, which it returns to when that is ready again. */
    final int home;
    int current;
    GraphStore store;
    /** The endpoint this lane left after a failure, until an operation succeeds elsewhere; -1 if none. */
    int left = -1;

    Lane(int home) {
      this.home = home;
      this.current = home;
    }

    <T> T call(String dbid, Call<T> call) throws StoreException {
      int failedInARow = 0;
      long outageStartNanos = 0;
      if (current != home && left < 0 && endpoints.readyAgain(home)) {
        close();
        current = home;
        endpoints.movedBack(home);
      }
      while (true) {
        servedBy = current;
        boolean opening = store == null;
        try {
          if (opening) {
            store = endpoints.open(current, phase, threadId);
          }
          T result = call.run(store, endpoints.dbidAt(current, dbid));
          if (left >= 0 && left != current) {
            endpoints.failedOver(left, current);
          }
          left = -1;
          return result;
        } catch (StoreException e) {
          if (e.kind() != ErrorKind.CONNECTION_LOST) {
            throw e;
          }
          // Safe to run elsewhere: the store could not reach the server, or the connection was never opened.
          boolean notRun = opening || e instanceof StoreUnavailableException;
          endpoints.unreachable(current, e, notRun);
          moveOn();
          if (!notRun) {
            throw e;
          }
          if (++failedInARow >= endpoints.size()) {
            long now = System.nanoTime();
            if (outageStartNanos == 0) {
              outageStartNanos = now;
            }
            if (now - outageStartNanos >= endpoints.outageLimitNanos()) {
              throw new StoreUnavailableException("Every endpoint unreachable for more than "
                  + endpoints.outageLimitSeconds() + " s (store_outage_limit_seconds); last: " + e.getMessage(), e);
            }
            if (!Backoff.pause(ROUND_PAUSE_MILLIS)) {
              throw new StoreException(ErrorKind.CONNECTION_LOST, e.getMessage() + " (interrupted)", e);
            }
            failedInARow = 0;
          }
        }
      }
    }

    private void moveOn() {
      close();
      if (left < 0) {
        left = current;
      }
      current = (current + 1) % endpoints.size();
    }

    void clearErrors() {
      if (store != null) {
        store.clearErrors(threadId);
      }
    }

    void close() {
      if (store != null) {
        store.close();
        store = null;
      }
    }
  }

  @Override
  public int bulkLoadBatchSize() {
    return main.store == null ? 0 : main.store.bulkLoadBatchSize();
  }

  @Override
  public int rangeLimit() {
    return main.store == null ? DEFAULT_RANGE_LIMIT : main.store.rangeLimit();
  }

  @Override
  public void addBulkLoad(String dbid, LoadBatch batch) throws StoreException {
    main.call(dbid, (store, own) -> {
      store.addBulkLoad(own, batch);
      return null;
    });
  }

  @Override
  public void resetNodeStore(String dbid, long startId) throws StoreException {
    nodes.call(dbid, (store, own) -> {
      store.resetNodeStore(own, startId);
      return null;
    });
  }

  @Override
  public long addNode(String dbid, Node node) throws StoreException {
    return nodes.call(dbid, (store, own) -> store.addNode(own, node));
  }

  @Override
  public long[] bulkAddNodes(String dbid, List<Node> batch) throws StoreException {
    return nodes.call(dbid, (store, own) -> store.bulkAddNodes(own, batch));
  }

  @Override
  public Optional<NodeIdRange> nodeIdRange(String dbid) throws StoreException {
    return nodes.call(dbid, (store, own) -> store.nodeIdRange(own));
  }

  @Override
  public void clearErrors(int threadId) {
    main.clearErrors();
    if (nodes != main) {
      nodes.clearErrors();
    }
  }

  @Override
  public void close() {
    main.close();
    if (nodes != main) {
      nodes.close();
    }
  }
}
