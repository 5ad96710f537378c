package com.linkbenchx.store.timing;

import com.linkbenchx.store.WorkerStores;

/**
 * The one place where store calls are timed, in both phases, as YCSB's DB wrapper: a worker's
 * (requester's or loader's) stores wrapped so that every data call of an operation or load write
 * moves its {@link CallClock}, whatever the calling code does. The wrappers never close or reset the stores beyond passing the call on; the worker keeps
 * the unwrapped {@link WorkerStores} to close them once.
 */
public final class TimedStores {
  private TimedStores() {
  }

  /** {@code stores} with each store timed into {@code clock}; a missing node store stays missing. */
  public static WorkerStores wrap(WorkerStores stores, CallClock clock) {
    return new WorkerStores(stores.links() == null ? null : new TimedLinkStore(stores.links(), clock),
        stores.nodes() == null ? null : new TimedNodeStore(stores.nodes(), clock));
  }
}
