package com.linkbenchx.request;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;

/**
 * The start barrier [Q15]: every requester opens its stores, then waits here; the phase opens the
 * gate (and fixes the time origin) only when all are connected, or aborts it if any failed.
 */
final class StartGate {
  private final CountDownLatch connected;
  private final CountDownLatch decided = new CountDownLatch(1);
  private final List<String> failures = new ArrayList<>();
  private volatile boolean open;
  private volatile long originNanos;

  StartGate(int requesters) {
    this.connected = new CountDownLatch(requesters);
  }

  /** A requester finished opening its stores; {@code failure} is null on success. */
  void arrive(int requesterIndex, Throwable failure) {
    if (failure != null) {
      synchronized (failures) {
        failures.add("requester #" + requesterIndex + ": " + failure);
      }
    }
    connected.countDown();
  }

  void awaitAllArrived() throws InterruptedException {
    connected.await();
  }

  List<String> failures() {
    synchronized (failures) {
      return List.copyOf(failures);
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
