package com.linkbenchx.request;

import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.workload.LinkBenchOp;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Test executors standing in for a store: ADD_LINK or GET_LINKS_LIST chosen by the requester's RNG,
 * and a scripted store call that may sleep, stall or fail. Counts every call.
 */
final class ScriptedExecutors implements ExecutorFactory {
  /** The store call; {@code callNumber} counts calls across all requesters from 1. */
  @FunctionalInterface
  interface StoreCall {
    void run(long callNumber, LinkBenchOp op) throws StoreException, InterruptedException;
  }

  private final StoreCall call;
  private final AtomicLong calls = new AtomicLong();

  ScriptedExecutors(StoreCall call) {
    this.call = call;
  }

  static ScriptedExecutors noop() {
    return new ScriptedExecutors((number, op) -> { });
  }

  long calls() {
    return calls.get();
  }

  @Override
  public OperationExecutor create(int requesterIndex, int requesterCount, Random rng) {
    return new OperationExecutor() {
      @Override
      public LinkBenchOp chooseOperation() {
        return rng.nextBoolean() ? LinkBenchOp.ADD_LINK : LinkBenchOp.GET_LINKS_LIST;
      }

      @Override
      public void execute(LinkBenchOp op, WorkerStores stores, ServiceTimer timer) throws StoreException {
        long number = calls.incrementAndGet();
        timer.start();
        try {
          call.run(number, op);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new StoreException(StoreException.Kind.FATAL, "interrupted");
        } finally {
          timer.stop();
        }
      }
    };
  }

  @Override
  public boolean needsNodeStore() {
    return false;
  }
}
