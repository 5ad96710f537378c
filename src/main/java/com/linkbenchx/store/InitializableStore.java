package com.linkbenchx.store;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.model.Phase;

/**
 * Optional hook of a store class named directly in {@code linkstore}/{@code nodestore}: called by the worker thread
 * after construction, like LinkBench's {@code initialize(props, phase, threadId)}.
 */
public interface InitializableStore {
  /** The keys this store reads, known to the run; asked of a fresh instance before any {@link #initialize}. */
  default KeySet configKeys() {
    return KeySet.NONE;
  }

  void initialize(Config config, Phase phase, int threadId) throws StoreException;
}
