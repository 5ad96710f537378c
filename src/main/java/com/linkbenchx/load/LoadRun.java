package com.linkbenchx.load;

import com.linkbenchx.store.StoreSet;
import com.linkbenchx.workload.Workload;
import java.util.concurrent.CountDownLatch;
import java.util.function.BooleanSupplier;

/**
 * What every loader of one load phase shares.
 *
 * @param loadStartMillis the time link rows are stamped with
 * @param ready counted down by each loader once its stores are open; all start together
 * @param stopRequested true once the load should stop after the current id1 or piece
 * @param multiMaster a split pair's count row is written once, after its links (see {@link LinkWriter})
 */
record LoadRun(LoadSettings settings, Workload workload, StoreSet stores, LoadTasks tasks, ChunkSeeds seeds,
    LoadProgress progress, WriteStreams streams, long loadStartMillis, CountDownLatch ready,
    BooleanSupplier stopRequested, LoadPhase.FailureSink failures, boolean multiMaster) {
}
