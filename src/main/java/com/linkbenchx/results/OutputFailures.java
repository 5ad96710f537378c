package com.linkbenchx.results;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The outputs of a run that could not be written, one line each, from every phase and the log file.
 * The first failure runs the stop action once: a run whose results cannot be kept stops rather than
 * measuring into the void. Each output counts once (both phases may share a file). Failures are
 * rare, so plain locking will do.
 */
public final class OutputFailures {
  /** The exit status of a run that was fine but for an output that could not be written. */
  public static final int EXIT_STATUS = 6;

  private final List<String> messages = new ArrayList<>();
  private final Set<String> failedOutputs = new HashSet<>();
  private final PhaseLog log;
  private Runnable stopAction;
  private boolean stopped;

  /** @param log where each failure is reported, once, as an ERROR line */
  public OutputFailures(PhaseLog log) {
    this.log = log;
  }

  /** What to do at the first failure (stop the running phase); runs at once if one has happened. */
  public synchronized void onFirstFailure(Runnable action) {
    stopAction = action;
    stopIfFailed();
  }

  /** Reports and records the failure of {@code output} ("csvstats file out.csv"), unless it had already failed. */
  public synchronized void add(String output, String message) {
    if (!failedOutputs.add(output)) {
      return;
    }
    messages.add(message);
    log.error(message);
    stopIfFailed();
  }

  private void stopIfFailed() {
    if (!stopped && stopAction != null && !messages.isEmpty()) {
      stopped = true;
      stopAction.run();
    }
  }

  public synchronized boolean any() {
    return !messages.isEmpty();
  }
}
