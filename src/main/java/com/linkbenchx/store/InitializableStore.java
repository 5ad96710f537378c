package com.linkbenchx.store;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.model.Phase;

/**
 * Optional hook for a store class named directly in {@code linkstore}/{@code nodestore} (rather
 * than through a {@link StoreProvider}): called by the worker thread right after construction,
 * like LinkBench's {@code initialize(props, phase, threadId)}.
 */
public interface InitializableStore {
  /**
   * The keys this store reads, declared as {@link com.linkbenchx.config.ConfigKey} constants; they count as known when
   * the store is configured. Asked of a fresh instance before any {@link #initialize}.
   */
  default KeySet configKeys() {
    return KeySet.NONE;
  }

  void initialize(Config config, Phase phase, int threadId) throws StoreException;
}
