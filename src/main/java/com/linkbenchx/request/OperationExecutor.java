package com.linkbenchx.request;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;

/**
 * What one requester does for one event: choose an operation and run it against its stores. One instance per requester
 * (it holds the requester's RNG and per-requester state); never shared.
 */
public interface OperationExecutor {
  LinkBenchOp chooseOperation();

  /**
   * Prepares and runs {@code op} against {@code stores}. The stores are timed: every call made through them counts as
   * the operation's store-call (service) time, and nothing else does.
   */
  void execute(LinkBenchOp op, WorkerStores stores) throws StoreException;
}
