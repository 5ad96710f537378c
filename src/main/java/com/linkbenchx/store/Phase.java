package com.linkbenchx.store;

/** The benchmark phase a store instance is opened for. */
public enum Phase {
  LOAD,
  REQUEST
}
