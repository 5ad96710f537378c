package com.linkbenchx.request;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;

/** What one requester does for one event: choose an operation and run it. One per requester, never shared. */
public interface OperationExecutor {
  LinkBenchOp chooseOperation();

  /** Runs {@code op} against the timed {@code stores}: every call through them is the operation's service time. */
  void execute(LinkBenchOp op, WorkerStores stores) throws StoreException;
}
