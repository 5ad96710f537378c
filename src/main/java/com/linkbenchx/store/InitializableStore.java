package com.linkbenchx.store;

import com.linkbenchx.config.Config;

/**
 * Optional hook for a store class named directly in {@code linkstore}/{@code nodestore} (rather
 * than through a {@link StoreProvider}): called by the worker thread right after construction,
 * like LinkBench's {@code initialize(props, phase, threadId)}.
 */
public interface InitializableStore {
  void initialize(Config config, Phase phase, int threadId) throws StoreException;
}
