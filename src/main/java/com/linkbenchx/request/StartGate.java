package com.linkbenchx.request;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/** The start barrier: opened (fixing the time origin) once every requester is connected, or aborted. */
final class StartGate {
  private final CountDownLatch connected;
  private final CountDownLatch decided = new CountDownLatch(1);
  /** Each distinct cause of a failed arrival, with how many requesters it stopped, in order seen. */
  private final Map<String, Integer> failureCauses = new LinkedHashMap<>();
  private volatile boolean open;
  private volatile long originNanos;

  StartGate(int requesters) {
    this.connected = new CountDownLatch(requesters);
  }

  /** A requester finished opening its stores; {@code failure} is null on success. */
  void arrive(int requesterIndex, Throwable failure) {
    if (failure != null) {
      String cause = failure.getMessage() != null ? failure.getMessage() : failure.toString();
      synchronized (failureCauses) {
        failureCauses.merge(cause, 1, Integer::sum);
      }
    }
    connected.countDown();
  }

  /** True once every requester has arrived; false if {@code millis} passed first. */
  boolean awaitAllArrived(long millis) throws InterruptedException {
    return connected.await(millis, TimeUnit.MILLISECONDS);
  }

  /** The distinct causes of those failures, each with the number of requesters it stopped. */
  Map<String, Integer> failureCauses() {
    synchronized (failureCauses) {
      return new LinkedHashMap<>(failureCauses);
    }
  }

  void open(long origin) {
    originNanos = origin;
    open = true;
    decided.countDown();
  }

  void abort() {
    open = false;
    decided.countDown();
  }

  /** True to run (the origin is then set), false to close the stores and leave. */
  boolean awaitDecision() throws InterruptedException {
    decided.await();
    return open;
  }

  long originNanos() {
    return originNanos;
  }
}
