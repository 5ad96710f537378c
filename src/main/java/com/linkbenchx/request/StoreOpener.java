package com.linkbenchx.request;

import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;

/** Opens one requester's stores (both, or links only when the mix has no node operation). */
@FunctionalInterface
interface StoreOpener {
  WorkerStores open(int requesterIndex) throws StoreException;
}
