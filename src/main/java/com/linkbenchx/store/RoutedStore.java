package com.linkbenchx.store;

/** A worker's store spread over several endpoints, numbered from 0: the driver breaks its figures down by them. */
public interface RoutedStore {
  /** The endpoint of the last call (the one that answered or failed); 0 before any call. */
  int servedBy();
}
