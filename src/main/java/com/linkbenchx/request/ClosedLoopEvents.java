package com.linkbenchx.request;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Closed-loop mode ({@code requestrate <= 0}): no generator and no queue; each requester starts its
 * next operation as soon as the previous one ends, until {@code requests} operations have started
 * in total or {@code maxtime} has passed. An event's scheduled time is the moment it is claimed,
 * so queue wait is zero and response time is the operation's own time.
 */
final class ClosedLoopEvents implements EventSource {
  private final AtomicLong claimed = new AtomicLong();
  private final long requests;
  private final long maxTimeNanos;
  private volatile long originNanos;
  private volatile boolean stopped;
  private volatile boolean timeLimitReached;

  ClosedLoopEvents(long requests, long maxTimeNanos) {
    this.requests = requests;
    this.maxTimeNanos = maxTimeNanos;
  }

  /** Fixes the time origin; called before the start gate opens. */
  void begin(long origin) {
    originNanos = origin;
  }

  @Override
  public long next(int requesterIndex) {
    if (stopped) {
      return -1;
    }
    long offset = System.nanoTime() - originNanos;
    if (offset >= maxTimeNanos) {
      timeLimitReached = true;
      return -1;
    }
    // getAndIncrement may overshoot by one per requester after the end; harmless.
    return claimed.getAndIncrement() < requests ? offset : -1;
  }

  void stop() {
    stopped = true;
  }

  boolean timeLimitReached() {
    return timeLimitReached;
  }
}
