package com.linkbenchx.request;

import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseOutputs;
import java.io.PrintStream;
import java.util.concurrent.Semaphore;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * One request phase's run-wide collaborators: its settings, where its results and messages go, the semaphore that wakes
 * the supervisor early (generation ended, a requester exited, a stop), and whether a stop was asked for and why.
 */
record RunContext(RequestSettings settings, PhaseOutputs outputs, PhaseLog log, PrintStream console,
    Semaphore wakeups, BooleanSupplier stopRequested, Supplier<String> stopCause) {
}
