package com.linkbenchx.request;

import com.linkbenchx.results.PhaseLog;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * What every requester of one phase shares; {@code onExit} wakes the supervisor, and with {@code meterCpu} requesters
 * meter their CPU time and spin over the measured events (the calibration does).
 */
record RequesterContext(StoreOpener storeOpener, StartGate gate, EventSource events, AtomicInteger busyRequesters,
    long warmupNanos, long maxFailedRequests, PhaseLog log, FailureLog failures, Runnable onExit, boolean meterCpu) {
}
