package com.linkbenchx.store.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.RefusingLinkStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The timing record filled through the timed stores, on a fake clock that the test and the stores'
 * calls move: response = end - scheduled, service = end - first call's start, queue wait =
 * dequeued - scheduled.
 */
class CallClockTest {
  /** The fake clock's reading, in nanoseconds. */
  private long now;
  private final CallClock clock = new CallClock(() -> now);

  /** A store whose calls each take {@code callNanos} on the fake clock; countLinks fails. */
  private final class SlowStore extends RefusingLinkStore {
    private final long callNanos;

    SlowStore(long callNanos) {
      this.callNanos = callNanos;
    }

    @Override
    public Link[] getLinkList(String dbid, long id1, long linkType) {
      now += callNanos;
      return new Link[0];
    }

    @Override
    public long countLinks(String dbid, long id1, long linkType) throws StoreException {
      now += callNanos;
      throw new StoreException(ErrorKind.CONNECTION_LOST, "server gone");
    }

    @Override
    public void addBulkLoad(String dbid, LoadBatch batch) {
      now += callNanos;
    }
  }

  private LinkStore timed(long callNanos) {
    return TimedStores.wrap(new WorkerStores(new SlowStore(callNanos), null), clock).links();
  }

  @Test
  void aSuccessRunsFromItsScheduleToTheEndOfItsLastCall() throws StoreException {
    LinkStore store = timed(300);
    now = 1_250;
    assertEquals(1_250, clock.begin(1_000), "taken 250 ns after its scheduled time");
    now = 1_400; // choosing ids
    store.getLinkList("db", 1, 2);
    now += 100; // between the calls
    store.getLinkList("db", 1, 2);
    now += 50; // after the last call: not the operation's time
    assertEquals(2_100, clock.finish(false));
    assertEquals(1_100, clock.responseNanos());
    assertEquals(700, clock.serviceNanos());
    assertEquals(250, clock.queueWaitNanos());
  }

  @Test
  void aFailureEndsWhenItIsSeen() {
    LinkStore store = timed(400);
    now = 1_100;
    clock.begin(1_000);
    now = 1_200;
    assertThrows(StoreException.class, () -> store.countLinks("db", 1, 2));
    assertTrue(clock.started() && clock.ended(), "a failed call is timed too");
    now += 150; // the failure reaches the requester
    assertEquals(1_750, clock.finish(true));
    assertEquals(750, clock.responseNanos());
    assertEquals(550, clock.serviceNanos());
    assertEquals(100, clock.queueWaitNanos());
  }

  @Test
  void anOperationWithoutAStoreCallHasResponseAndQueueWaitButNoServiceTime() {
    now = 700;
    clock.begin(500);
    now = 900;
    assertEquals(900, clock.finish(false));
    assertFalse(clock.started());
    assertEquals(400, clock.responseNanos());
    assertEquals(0, clock.serviceNanos());
    assertEquals(200, clock.queueWaitNanos());
  }

  @Test
  void eachOperationForgetsThePrevious() throws StoreException {
    LinkStore store = timed(300);
    now = 10_000;
    clock.begin(10_000);
    store.getLinkList("db", 1, 2);
    clock.finish(false);
    now = 20_000;
    clock.begin(19_000);
    now = 20_500;
    clock.finish(false);
    assertFalse(clock.started());
    assertEquals(1_500, clock.responseNanos());
    assertEquals(1_000, clock.queueWaitNanos());
  }

  @Test
  void loadWritesAreTimedAroundTheBulkCallsAlone() throws StoreException {
    LinkStore links = timed(7_000);
    now = 5_000;
    clock.reset();
    now += 40_000; // waiting for a write stream, then the call
    links.addBulkLoad("db", new LoadBatch(List.of(), List.of(), List.of()));
    assertEquals(52_000, clock.finish(false));
    assertEquals(7_000, clock.serviceNanos());

    NodeStore nodes = TimedStores.wrap(new WorkerStores(null, new SlowNodes()), clock).nodes();
    clock.reset();
    now = 100_000;
    assertEquals(2, nodes.bulkAddNodes("db", List.of(node(1), node(2))).length);
    clock.finish(false);
    assertEquals(2_500, clock.serviceNanos());
  }

  private static Node node(long id) {
    return new Node(id, Node.DEFAULT_NODE_TYPE, 1, 0, new byte[0]);
  }

  /** Node writes that take 2,500 ns on the fake clock; nothing else is called. */
  private final class SlowNodes implements NodeStore {
    @Override
    public void resetNodeStore(String dbid, long startId) {
      throw new UnsupportedOperationException("resetNodeStore");
    }

    @Override
    public long[] bulkAddNodes(String dbid, List<Node> nodes) {
      now += 2_500;
      return nodes.stream().mapToLong(Node::id).toArray();
    }

    @Override
    public int bulkLoadBatchSize() {
      return 2;
    }

    @Override
    public Node getNode(String dbid, int type, long id) {
      throw new UnsupportedOperationException("getNode");
    }

    @Override
    public boolean updateNode(String dbid, Node node) {
      throw new UnsupportedOperationException("updateNode");
    }

    @Override
    public boolean deleteNode(String dbid, int type, long id) {
      throw new UnsupportedOperationException("deleteNode");
    }

    @Override
    public void close() {
    }
  }
}
