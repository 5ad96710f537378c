package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;

class EventQueueTest {
  /** A queue whose origin lies far in the past, so every offset offered is due at once. */
  private static EventQueue dueQueue(int capacity, int consumers) {
    EventQueue queue =
        new EventQueue(capacity, consumers, SpinWindowEstimate.forRate(0, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    queue.begin(System.nanoTime() - 1_000_000_000_000L);
    return queue;
  }

  @Test
  void anEventHandedOverAheadOfItsTimeIsTakenOnlyWhenDue() throws InterruptedException {
    EventQueue queue = new EventQueue(8, 1, SpinWindowEstimate.forRate(0, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    long origin = System.nanoTime();
    queue.begin(origin);
    long[] taken = new long[2];
    Thread consumer = new Thread(() -> {
      queue.register(0);
      for (int i = 0; i < 2; i++) {
        long offset = queue.take(0);
        taken[i] = System.nanoTime() - (origin + offset);
      }
    });
    consumer.start();
    assertTrue(queue.offer(30_000_000L), "offered 30 ms ahead of its time");
    assertTrue(queue.offer(60_000_000L));
    consumer.join(10_000);
    assertFalse(consumer.isAlive());
    assertTrue(taken[0] >= 0 && taken[1] >= 0, "never taken before its scheduled time: " + taken[0] + ", " + taken[1]);
  }

  @Test
  void theBacklogCountsOnlyEventsWhoseTimeHasCome() {
    EventQueue queue = new EventQueue(16, 1, SpinWindowEstimate.forRate(0, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    long origin = System.nanoTime() - 10_000_000_000L; // offsets below 10 s are due
    queue.begin(origin);
    for (long offset : new long[] {1_000_000_000L, 2_000_000_000L, 3_000_000_000L, 3_600_000_000_000L,
        3_700_000_000_000L}) {
      assertTrue(queue.offer(offset));
    }
    assertEquals(5, queue.size());
    assertEquals(3, queue.dueSize(), "two events are an hour ahead of their time");
    queue.register(0);
    assertEquals(1_000_000_000L, queue.take(0));
    assertEquals(2, queue.dueSize());
  }

  @Test
  void fifoUntilFullThenOffersFail() {
    EventQueue queue = dueQueue(5, 1);
    queue.register(0);
    for (long i = 0; i < 5; i++) {
      assertTrue(queue.offer(i * 10));
    }
    assertFalse(queue.offer(99), "a full queue refuses, it never blocks");
    assertEquals(5, queue.size());
    assertEquals(0, queue.take(0));
    assertTrue(queue.offer(50), "room again after one take");
    for (long expected : new long[] {10, 20, 30, 40, 50}) {
      assertEquals(expected, queue.take(0));
    }
    assertEquals(0, queue.size());
  }

  @Test
  void closeLetsConsumersDrainThenEnds() {
    EventQueue queue = dueQueue(8, 1);
    queue.register(0);
    queue.offer(1);
    queue.offer(2);
    queue.close();
    assertFalse(queue.offer(3), "no offers after close");
    assertEquals(1, queue.take(0));
    assertEquals(2, queue.take(0));
    assertEquals(EventQueue.NO_MORE_EVENTS, queue.take(0));
  }

  @Test
  void discardRemovesAndCountsWhatIsQueued() {
    EventQueue queue = dueQueue(100, 1);
    queue.register(0);
    for (int i = 0; i < 37; i++) {
      queue.offer(i);
    }
    assertEquals(0, queue.take(0));
    assertEquals(36, queue.discard());
    assertEquals(EventQueue.NO_MORE_EVENTS, queue.take(0));
  }

  @Test
  void parkedConsumersAreWokenByCloseAndSeeNoMoreEvents() throws InterruptedException {
    EventQueue queue = dueQueue(16, 3);
    List<Thread> consumers = new ArrayList<>();
    AtomicLong ended = new AtomicLong();
    for (int i = 0; i < 3; i++) {
      int index = i;
      Thread thread = new Thread(() -> {
        queue.register(index);
        if (queue.take(index) == EventQueue.NO_MORE_EVENTS) {
          ended.incrementAndGet();
        }
      });
      thread.start();
      consumers.add(thread);
    }
    Thread.sleep(50); // let them park; the assertion below does not depend on it
    queue.close();
    for (Thread thread : consumers) {
      thread.join(10_000);
      assertFalse(thread.isAlive());
    }
    assertEquals(3, ended.get());
  }

  @Test
  void everyEventIsTakenExactlyOnceByManyConsumers() throws InterruptedException {
    int consumerCount = 6;
    int events = 300_000;
    EventQueue queue = dueQueue(1024, consumerCount);
    BitSet[] seen = new BitSet[consumerCount];
    List<Thread> consumers = new ArrayList<>();
    for (int i = 0; i < consumerCount; i++) {
      int index = i;
      seen[i] = new BitSet(events);
      Thread thread = new Thread(() -> {
        queue.register(index);
        for (long event; (event = queue.take(index)) != EventQueue.NO_MORE_EVENTS;) {
          seen[index].set((int) event);
        }
      });
      thread.start();
      consumers.add(thread);
    }
    for (int event = 0; event < events;) {
      if (queue.offer(event)) {
        event++;
      } else {
        Thread.onSpinWait(); // full: retry (the generator would drop instead)
      }
    }
    queue.close();
    for (Thread thread : consumers) {
      thread.join(30_000);
      assertFalse(thread.isAlive());
    }
    BitSet union = new BitSet(events);
    long total = 0;
    for (BitSet bits : seen) {
      total += bits.cardinality();
      union.or(bits);
    }
    assertEquals(events, union.cardinality(), "every event taken");
    assertEquals(events, total, "no event taken twice");
  }

  /**
   * At a low rate with more requesters than ever run at once, every one of them takes events in
   * turn (130 consumers: three words of parked bits). Woken lowest index first, the few lowest
   * would take every event and the rest never run.
   */
  @Test
  void atALowRateEveryConsumerTakesItsTurn() throws InterruptedException {
    int consumerCount = 130;
    int events = 8 * consumerCount;
    long spacingNanos = 1_000_000;
    EventQueue queue =
        new EventQueue(1024, consumerCount, SpinWindowEstimate.forRate(0, SpinWindowEstimate.DEFAULT_SPIN_SHARE));
    long origin = System.nanoTime() + 20_000_000;
    queue.begin(origin);
    int[] taken = new int[consumerCount];
    List<Thread> consumers = new ArrayList<>();
    for (int i = 0; i < consumerCount; i++) {
      int index = i;
      Thread thread = new Thread(() -> {
        queue.register(index);
        while (queue.take(index) != EventQueue.NO_MORE_EVENTS) {
          taken[index]++;
          LockSupport.parkNanos(3 * spacingNanos); // the store call: a few events' spacing
        }
      });
      thread.start();
      consumers.add(thread);
    }
    for (int event = 0; event < events; event++) {
      long offset = event * spacingNanos;
      long offerAt = origin + offset - spacingNanos / 2; // as the generator: a little ahead of time
      for (long left; (left = offerAt - System.nanoTime()) > 0;) {
        LockSupport.parkNanos(left);
      }
      assertTrue(queue.offer(offset));
    }
    queue.close();
    for (Thread thread : consumers) {
      thread.join(30_000);
      assertFalse(thread.isAlive());
    }
    assertEquals(events, Arrays.stream(taken).sum());
    List<Integer> idle = new ArrayList<>();
    for (int i = 0; i < consumerCount; i++) {
      if (taken[i] == 0) {
        idle.add(i);
      }
    }
    assertTrue(idle.isEmpty(), idle.size() + " consumers never took an event: " + idle);
  }
}
