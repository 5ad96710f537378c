package com.linkbenchx.request;

import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.PhaseOutputs;
import java.io.PrintStream;
import java.util.concurrent.Semaphore;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** One request phase's run-wide collaborators; {@code wakeups} wakes the supervisor early. */
record RunContext(RequestSettings settings, PhaseOutputs outputs, PhaseLog log, PrintStream console,
    Semaphore wakeups, BooleanSupplier stopRequested, Supplier<String> stopCause) {
}
