package com.linkbenchx.request;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.store.RefusingLinkStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Test executors and stores: ADD_LINK or GET_LINKS_LIST chosen by the requester's RNG, and a
 * scripted store call that may sleep, stall or fail, made through the requester's (timed) link
 * store from {@link #opener()}. Counts every call.
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
    return new ScriptedExecutors((number, op) -> {});
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
      public void execute(LinkBenchOp op, WorkerStores stores) throws StoreException {
        stores.links().getLink(op.name(), 0, 0, 0);
      }
    };
  }

  /** Each requester's stores: a link store whose {@code getLink} is the scripted call. */
  StoreOpener opener() {
    return index -> new WorkerStores(new ScriptedLinkStore(), null);
  }

  /** Counts and runs the scripted call for {@code getLink(operation name, ...)}; nothing else. */
  private final class ScriptedLinkStore extends RefusingLinkStore {
    @Override
    public Link getLink(String opName, long id1, long linkType, long id2) throws StoreException {
      try {
        call.run(calls.incrementAndGet(), LinkBenchOp.valueOf(opName));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new StoreException(ErrorKind.FATAL, "interrupted");
      }
      return null;
    }
  }
}
