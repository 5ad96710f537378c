package com.linkbenchx.request;

import com.linkbenchx.results.PhaseProbes;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Closed-loop mode ({@code requestrate <= 0}): each requester starts its next operation as soon as the previous one
 * ends, until {@code requests} have started or {@code maxtime} has passed. An event is scheduled when claimed, so queue
 * wait is zero.
 */
final class ClosedLoopEvents implements EventSource {
  private final AtomicLong claimed = new AtomicLong();
  private final long requests;
  private final long maxTimeNanos;
  private volatile long originNanos;
  private volatile GenerationEnd end;
  private volatile Runnable onEnd = () -> {};

  ClosedLoopEvents(long requests, long maxTimeNanos) {
    this.requests = requests;
    this.maxTimeNanos = maxTimeNanos;
  }

  @Override
  public void start(long origin, Runnable whenEnded) {
    onEnd = whenEnded;
    originNanos = origin;
  }

  @Override
  public long next(int requesterIndex) {
    if (end != null) {
      return NO_MORE_EVENTS;
    }
    long offset = System.nanoTime() - originNanos;
    if (offset >= maxTimeNanos) {
      ended(GenerationEnd.TIME_LIMIT);
      return NO_MORE_EVENTS;
    }
    // getAndIncrement may overshoot by one per requester after the end; harmless.
    if (claimed.getAndIncrement() < requests) {
      return offset;
    }
    ended(GenerationEnd.REQUEST_COUNT_REACHED);
    return NO_MORE_EVENTS;
  }

  private synchronized void ended(GenerationEnd reason) {
    if (end == null) {
      end = reason;
      onEnd.run();
    }
  }

  @Override
  public void stop(long waitNanos) {
    ended(GenerationEnd.STOPPED);
  }

  @Override
  public long discardQueued() {
    return 0;
  }

  @Override
  public GenerationEnd end() {
    return end;
  }

  @Override
  public PhaseProbes probes() {
    // Events handed out so far: claims beyond requests were refused, not handed out.
    return PhaseProbes.claimed(() -> Math.min(claimed.get(), requests));
  }
}
