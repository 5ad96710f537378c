package com.linkbenchx.request;

import com.linkbenchx.results.PhaseLog;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What every requester of one phase shares: where its stores and events come from, the start barrier, the count of busy
 * requesters, the warmup and failure limits, the log, and what to do when it exits (wake the supervisor), and whether
 * requesters meter their CPU time and spin over the measured events (the calibration does).
 */
record RequesterContext(StoreOpener storeOpener, StartGate gate, EventSource events, AtomicInteger busyRequesters,
    long warmupNanos, long maxFailedRequests, PhaseLog log, FailureLog failures, Runnable onExit, boolean meterCpu) {
}
