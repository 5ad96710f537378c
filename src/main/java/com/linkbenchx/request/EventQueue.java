package com.linkbenchx.request;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.LockSupport;

/**
 * The bounded hand-off between the one generator and the requesters: a ring of primitive longs
 * (scheduled offsets, no allocation per event). The producer never blocks: {@link #offer} fails
 * when the ring is full. Consumers claim slots with a CAS on the head.
 *
 * <p>An idle consumer spins for a few microseconds if no other one is spinning, then parks. The
 * producer, and a consumer that leaves events behind, unpark one parked consumer only when nobody
 * spins, so a busy pool pays nothing for wake-ups and an idle one at most one unpark per event.
 * Every consumer re-checks the queue after announcing that it parks, so no event is left behind.
 */
final class EventQueue {
  /** Returned by {@link #take} when the queue is closed and empty, or discarded. */
  static final long NO_MORE_EVENTS = -1;

  private static final int OPEN = 0;
  private static final int CLOSED = 1;
  private static final int DISCARDED = 2;
  /**
   * How long one idle consumer spins before parking: operations often end a few microseconds
   * before the next arrival, and catching it saves an unpark (a futex wake and a context switch).
   */
  private static final long SPIN_NANOS = 10_000;

  private final long[] slots;
  private final int mask;
  private final long capacity;
  private final PaddedSequence head = new PaddedSequence();
  private final PaddedSequence tail = new PaddedSequence();
  private long producerHeadCache;
  private volatile int state = OPEN;

  private final Thread[] consumers;
  private final AtomicLongArray parkedBits;
  private final AtomicInteger spinning = new AtomicInteger();

  /**
   * @param capacity events the queue holds
   * @param consumerCount consumers that will {@link #register} with indexes 0..consumerCount-1
   */
  EventQueue(int capacity, int consumerCount) {
    if (capacity < 1) {
      throw new IllegalArgumentException("capacity must be >= 1, was " + capacity);
    }
    int ringSize = Integer.highestOneBit(capacity);
    if (ringSize < capacity) {
      ringSize <<= 1;
    }
    this.slots = new long[ringSize];
    this.mask = ringSize - 1;
    this.capacity = capacity;
    this.consumers = new Thread[consumerCount];
    this.parkedBits = new AtomicLongArray((consumerCount + 63) / 64);
  }

  /** Called once by each consumer thread before its first {@link #take}. */
  void register(int consumerIndex) {
    consumers[consumerIndex] = Thread.currentThread();
  }

  /** Events queued now (a snapshot). */
  long size() {
    return Math.max(0, tail.get() - head.get());
  }

  long capacity() {
    return capacity;
  }

  /** Producer only. False when the queue is full (the event is dropped) or no longer open. */
  boolean offer(long scheduledOffset) {
    long position = tail.getPlain();
    if (position - producerHeadCache >= capacity) {
      producerHeadCache = head.get();
      if (position - producerHeadCache >= capacity) {
        return false;
      }
    }
    if (state != OPEN) {
      return false;
    }
    slots[(int) (position & mask)] = scheduledOffset;
    tail.set(position + 1);
    if (spinning.get() == 0) {
      wakeOne();
    }
    return true;
  }

  /**
   * The next event, blocking while the queue is empty and open. Returns {@link #NO_MORE_EVENTS}
   * once it is closed and drained, or discarded.
   */
  long take(int consumerIndex) {
    for (;;) {
      long event = tryTake();
      if (event != NO_MORE_EVENTS) {
        return event;
      }
      if (state != OPEN) {
        event = tryTake();
        if (event != NO_MORE_EVENTS) {
          return event;
        }
        return NO_MORE_EVENTS;
      }
      if (spinning.incrementAndGet() == 1) { // one spinner is enough; the others park at once
        long spinEnd = System.nanoTime() + SPIN_NANOS;
        while (isEmpty() && state == OPEN && System.nanoTime() - spinEnd < 0) {
          Thread.onSpinWait();
        }
      }
      spinning.decrementAndGet();
      event = tryTake();
      if (event != NO_MORE_EVENTS) {
        return event;
      }
      parkUntilWoken(consumerIndex);
    }
  }

  /** Producer has stopped: consumers drain what is queued, then get {@link #NO_MORE_EVENTS}. */
  void close() {
    if (state == OPEN) {
      state = CLOSED;
    }
    wakeAll();
  }

  /**
   * Ends the queue now: everything still queued is removed and never run. Call after the producer
   * has stopped. Returns how many events were removed.
   */
  long discard() {
    state = DISCARDED;
    long discarded = 0;
    for (;;) {
      long first = head.get();
      long end = tail.get();
      if (first >= end) {
        break;
      }
      if (head.compareAndSet(first, end)) {
        discarded += end - first;
      }
    }
    wakeAll();
    return discarded;
  }

  private long tryTake() {
    for (;;) {
      long first = head.get();
      if (first >= tail.get() || state == DISCARDED) {
        return NO_MORE_EVENTS;
      }
      long event = slots[(int) (first & mask)];
      if (head.compareAndSet(first, first + 1)) {
        if (spinning.get() == 0 && !isEmpty()) {
          wakeOne(); // more work and nobody spinning: hand it on rather than leave it queued
        }
        return event;
      }
    }
  }

  private boolean isEmpty() {
    return head.get() >= tail.get();
  }

  private void parkUntilWoken(int consumerIndex) {
    int word = consumerIndex >>> 6;
    long bit = 1L << (consumerIndex & 63);
    setBit(word, bit);
    // Re-check after announcing ourselves: an offer that missed our bit is visible now.
    if (!isEmpty() || state != OPEN) {
      clearBit(word, bit);
      return;
    }
    while ((parkedBits.get(word) & bit) != 0 && state == OPEN) {
      LockSupport.park(this);
    }
    clearBit(word, bit);
  }

  private void wakeOne() {
    for (int word = 0; word < parkedBits.length(); word++) {
      long bits;
      while ((bits = parkedBits.get(word)) != 0) {
        long lowest = Long.lowestOneBit(bits);
        if (parkedBits.compareAndSet(word, bits, bits & ~lowest)) {
          LockSupport.unpark(consumers[word * 64 + Long.numberOfTrailingZeros(lowest)]);
          return;
        }
      }
    }
  }

  private void wakeAll() {
    for (int word = 0; word < parkedBits.length(); word++) {
      long bits = parkedBits.getAndSet(word, 0);
      while (bits != 0) {
        long lowest = Long.lowestOneBit(bits);
        bits &= ~lowest;
        LockSupport.unpark(consumers[word * 64 + Long.numberOfTrailingZeros(lowest)]);
      }
    }
  }

  private void setBit(int word, long bit) {
    long bits;
    do {
      bits = parkedBits.get(word);
    } while (!parkedBits.compareAndSet(word, bits, bits | bit));
  }

  private void clearBit(int word, long bit) {
    long bits;
    do {
      bits = parkedBits.get(word);
      if ((bits & bit) == 0) {
        return;
      }
    } while (!parkedBits.compareAndSet(word, bits, bits & ~bit));
  }
}
