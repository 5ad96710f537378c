package com.linkbenchx.request;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.LockSupport;

/**
 * The bounded hand-off between the one generator and the requesters: a ring of primitive longs (scheduled offsets, no
 * allocation per event). The producer never blocks: {@link #offer} fails when the ring is full. Consumers claim slots
 * with a CAS on the head, and never before the event's scheduled time.
 *
 * <p>Events arrive ahead of their time ({@link EventGenerator}), since waking a parked thread takes tens of
 * microseconds on Linux. One idle consumer at a time is the <em>waiter</em>: it parks while far from the head event's
 * time and spins over the last stretch ({@link SpinWindowEstimate}); the others park, except that an event due within
 * a few microseconds is spun for by anyone (no one spins when the spin share is 0). A parked consumer is unparked only
 * when there is no waiter (by the producer for an event that finds the queue empty, by a consumer for what it leaves
 * behind), so a busy pool pays nothing for wake-ups; they are woken in turn, so each requester runs. Every consumer
 * re-checks the queue after announcing that it parks, so no event is left behind.
 */
final class EventQueue {
  /** Returned by {@link #take} when the queue is closed and empty, or discarded. */
  static final long NO_MORE_EVENTS = -1;
  /** {@link #tryTake}: the head event is not due yet. */
  private static final long NOT_DUE = -2;
  /** A spin's start time while none is under way. */
  private static final long NOT_SPINNING = Long.MIN_VALUE;

  /**
   * A head event due within this long is spun for by any consumer: at high rates events are microseconds apart, and a
   * futex wake and a context switch per event would cost more than the wait.
   */
  private static final long IMMINENT_NANOS = 5_000;

  private static final int OPEN = 0;
  private static final int CLOSED = 1;
  private static final int DISCARDED = 2;
  private final long[] slots;
  private final int mask;
  private final long capacity;
  private final PaddedSequence head = new PaddedSequence();
  private final PaddedSequence tail = new PaddedSequence();
  private long producerHeadCache;
  private volatile int state = OPEN;
  /** Set before the producer starts; read by consumers after a volatile read of the tail. */
  private long originNanos;

  private final Thread[] consumers;
  private final AtomicLongArray parkedBits;
  /** The consumer index {@link #wakeOne} looks at first; a hint, so racing writers do no harm. */
  private volatile int wakeCursor;
  /** Consumers in the waiter role (at most one waits; others back off and park). */
  private final AtomicInteger waiting = new AtomicInteger();
  private final SpinWindowEstimate lead;
  /** {@link #IMMINENT_NANOS}, or 0 when waiters never spin. */
  private final long imminentNanos;
  /**
   * Nanoseconds each consumer has spun waiting for an event, at index {@code consumer * SPIN_STRIDE}: written and read
   * by that consumer alone, a cache line (and its neighbour) apart from the next.
   */
  private final long[] spunNanos;
  private static final int SPIN_STRIDE = 16;

  /**
   * @param capacity events the queue holds
   * @param consumerCount consumers that will {@link #register} with indexes 0..consumerCount-1
   * @param lead the shared estimate of timed wake-up lateness (the waiter parks only while farther from its event than
   *     a timed wake-up takes)
   */
  EventQueue(int capacity, int consumerCount, SpinWindowEstimate lead) {
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
    this.lead = lead;
    this.imminentNanos = lead.spins() ? IMMINENT_NANOS : 0;
    this.spunNanos = new long[(consumerCount + 1) * SPIN_STRIDE];
  }

  /** Fixes the time origin of the offsets; called before the producer starts. */
  void begin(long origin) {
    originNanos = origin;
  }

  /** Called once by each consumer thread before its first {@link #take}. */
  void register(int consumerIndex) {
    consumers[consumerIndex] = Thread.currentThread();
  }

  /** Nanoseconds consumer {@code consumerIndex} has spun so far waiting for events; its own thread only. */
  long spunNanos(int consumerIndex) {
    return spunNanos[(consumerIndex + 1) * SPIN_STRIDE];
  }

  long capacity() {
    return capacity;
  }

  /** Events queued now (a snapshot), including any offered ahead of their time. */
  long size() {
    return Math.max(0, tail.get() - head.get());
  }

  /** Events queued now whose time has come (the backlog): a prefix of the ring, found by binary search. */
  long dueSize() {
    long first = head.get();
    long end = tail.get();
    long now = System.nanoTime();
    long low = first;
    long high = end;
    while (low < high) {
      long middle = (low + high) >>> 1;
      if (originNanos + slots[(int) (middle & mask)] - now <= 0) {
        low = middle + 1;
      } else {
        high = middle;
      }
    }
    return Math.max(0, low - first);
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
    // Only an event that finds the queue empty wakes a consumer: one behind others is handed on by the consumer that
    // takes the one before it (tryTake). A wake per event cost the generator a futex call each, which at a few hundred
    // thousand events per second made it the bottleneck. The head is read after the tail is published, so either this
    // sees the last event taken (and wakes) or that event's taker sees this one (and wakes).
    if (head.get() == position && waiting.get() == 0) {
      wakeOne();
    }
    return true;
  }

  /** The next event, at or after its time, blocking while empty and open; {@link #NO_MORE_EVENTS} once drained. */
  long take(int consumerIndex) {
    long spinFrom = NOT_SPINNING;
    for (;;) {
      long event = tryTake();
      if (event == NOT_DUE) {
        long remaining = headRemainingNanos();
        if (remaining <= 0) {
          continue; // due since tryTake looked: take it, no spin
        }
        if (remaining <= imminentNanos) {
          if (spinFrom == NOT_SPINNING) {
            spinFrom = System.nanoTime();
          }
          Thread.onSpinWait();
          continue;
        }
      }
      // Taken, none left, or too far off to spin for: the spin so far (if any) ends here.
      if (spinFrom != NOT_SPINNING) {
        spunNanos[(consumerIndex + 1) * SPIN_STRIDE] += System.nanoTime() - spinFrom;
        spinFrom = NOT_SPINNING;
      }
      if (event >= 0) {
        return event;
      }
      if (event == NO_MORE_EVENTS && state != OPEN) {
        return NO_MORE_EVENTS;
      }
      boolean waiter = waiting.incrementAndGet() == 1; // one waiter is enough; the others park at once
      if (waiter) {
        awaitHead(consumerIndex);
      }
      waiting.decrementAndGet();
      event = tryTake();
      if (event >= 0) {
        return event;
      }
      if (event == NO_MORE_EVENTS && state != OPEN) {
        return NO_MORE_EVENTS;
      }
      if (waiter && event == NOT_DUE) {
        continue; // another consumer took the event it waited for; wait for the next one
      }
      parkUntilWoken(consumerIndex);
    }
  }

  /** The waiter's wait until the head event is due (park, then spin); returns at once with nothing queued. */
  private void awaitHead(int consumerIndex) {
    long spinFrom = NOT_SPINNING;
    long now;
    for (;;) {
      int current = state;
      long first = head.get();
      now = System.nanoTime();
      if (current == DISCARDED || first >= tail.get()) {
        break;
      }
      long remaining = originNanos + slots[(int) (first & mask)] - now;
      if (remaining <= 0) {
        break;
      }
      long spinWindow = lead.spinNanos();
      if (remaining > spinWindow) {
        if (spinFrom != NOT_SPINNING) {
          spunNanos[(consumerIndex + 1) * SPIN_STRIDE] += now - spinFrom;
          spinFrom = NOT_SPINNING;
        }
        LockSupport.parkNanos(this, remaining - spinWindow);
      } else {
        if (spinFrom == NOT_SPINNING) {
          spinFrom = now;
        }
        Thread.onSpinWait();
      }
    }
    if (spinFrom != NOT_SPINNING) {
      spunNanos[(consumerIndex + 1) * SPIN_STRIDE] += now - spinFrom;
    }
  }

  /** Producer has stopped: consumers drain what is queued, then get {@link #NO_MORE_EVENTS}. */
  void close() {
    if (state == OPEN) {
      state = CLOSED;
    }
    wakeAll();
  }

  /** Ends the queue now, once the producer stopped: what is queued is removed, never run. Returns how many. */
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

  /** The head event if it is due; {@link #NOT_DUE} if it is not yet; {@link #NO_MORE_EVENTS} if none. */
  private long tryTake() {
    for (;;) {
      long first = head.get();
      if (first >= tail.get() || state == DISCARDED) {
        return NO_MORE_EVENTS;
      }
      long event = slots[(int) (first & mask)];
      if (originNanos + event - System.nanoTime() > 0) {
        return NOT_DUE;
      }
      if (head.compareAndSet(first, first + 1)) {
        if (waiting.get() == 0 && !isEmpty()) {
          wakeOne(); // more work and no waiter: hand it on rather than leave it queued
        }
        return event;
      }
    }
  }

  /** Nanoseconds until the head event is due (negative when overdue); Long.MAX_VALUE with nothing queued. */
  private long headRemainingNanos() {
    long first = head.get();
    return first >= tail.get() ? Long.MAX_VALUE : originNanos + slots[(int) (first & mask)] - System.nanoTime();
  }

  private boolean isEmpty() {
    return head.get() >= tail.get();
  }

  private void parkUntilWoken(int consumerIndex) {
    int word = consumerIndex >>> 6;
    long bit = 1L << (consumerIndex & 63);
    setBit(word, bit);
    // Re-check after announcing ourselves: an offer that missed our bit is visible now. An event that is not due yet is
    // someone else's to wait for while there is a waiter.
    if ((!isEmpty() && waiting.get() == 0) || state != OPEN) {
      clearBit(word, bit);
      return;
    }
    while ((parkedBits.get(word) & bit) != 0 && state == OPEN) {
      LockSupport.park(this);
    }
    clearBit(word, bit);
  }

  /**
   * Unparks the first parked consumer at or after the wake cursor, wrapping around, so consumers take turns: lowest
   * index first would leave the highest parked all run at low rates, never noticing e.g. that their node is back.
   */
  private void wakeOne() {
    int count = consumers.length;
    int start = wakeCursor;
    int words = parkedBits.length();
    // Words from the cursor's, the cursor's word a second time for the bits below the cursor.
    for (int step = 0; step <= words; step++) {
      int word = ((start >>> 6) + step) % words;
      long eligible = step == 0 ? -1L << (start & 63) : step == words ? ~(-1L << (start & 63)) : -1L;
      long bits;
      while (((bits = parkedBits.get(word)) & eligible) != 0) {
        long chosen = Long.lowestOneBit(bits & eligible);
        if (parkedBits.compareAndSet(word, bits, bits & ~chosen)) {
          int index = word * 64 + Long.numberOfTrailingZeros(chosen);
          wakeCursor = index + 1 < count ? index + 1 : 0;
          LockSupport.unpark(consumers[index]);
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
