package com.linkbenchx.store;

/**
 * A worker's store spread over several endpoints: it says which endpoint served its last call, so the driver can break
 * its figures down by endpoint. Endpoints are numbered from 0 in the order the configuration lists them.
 */
public interface RoutedStore {
  /** The endpoint of the last call (the one that answered or failed); 0 before any call. */
  int servedBy();
}
