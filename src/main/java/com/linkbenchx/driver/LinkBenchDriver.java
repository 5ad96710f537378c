package com.linkbenchx.driver;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.Logs;
import com.linkbenchx.load.LoadPhase;
import com.linkbenchx.load.LoadResult;
import com.linkbenchx.load.LoadSettings;
import com.linkbenchx.request.RequestPhase;
import com.linkbenchx.request.RequestResult;
import com.linkbenchx.request.RequestSettings;
import com.linkbenchx.stats.OutputFiles;
import com.linkbenchx.store.RetryReporting;
import com.linkbenchx.store.RetryTally;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreProviders;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.workload.Workload;
import org.apache.logging.log4j.Logger;

/**
 * Runs the selected phases against the configured stores. Everything a phase needs is validated
 * in {@link #prepare} before any phase starts, so a bad request-phase key fails before a long load.
 */
public final class LinkBenchDriver {
  private static final Logger LOG = Logs.logger();

  /** How a run ended; the command line maps it to an exit status. */
  public enum Outcome {
    COMPLETED, INTERRUPTED, RUN_FAILED, INCONSISTENT
  }

  private final Config config;
  private final boolean runLoad;
  private final boolean runRequests;
  private final boolean runVerify;
  private final OutputFiles outputs;

  private Workload workload;
  private LoadSettings loadSettings;
  private RequestSettings requestSettings;
  private StoreSet stores;
  private Verification verification;
  private LoadExisting loadExisting;
  private volatile LoadPhase loadPhase;
  private volatile RequestPhase requestPhase;
  private volatile boolean stopRequested;

  public LinkBenchDriver(Config config, boolean runLoad, boolean runRequests, boolean runVerify, OutputFiles outputs) {
    this.config = config;
    this.runLoad = runLoad;
    this.runRequests = runRequests;
    this.runVerify = runVerify;
    this.outputs = outputs;
  }

  /** Validates the whole configuration and resolves the stores; no I/O. Throws ConfigError. */
  public void prepare() {
    loadSettings = runLoad ? LoadSettings.from(config) : null;
    loadExisting = runLoad ? LoadExisting.from(config) : null;
    requestSettings = runRequests ? RequestSettings.from(config) : null;
    workload = Workload.from(config, runLoad, runRequests);
    stores = StoreProviders.resolve(config);
    if (runVerify) {
      verification = Verification.from(config, stores);
    }
  }

  public Outcome run() throws StoreException, InterruptedException {
    try {
      stores.start();
      LOG.info("Using store " + stores.linkProvider().describe()
          + (stores.nodeProvider() != stores.linkProvider() ? ", nodes in " + stores.nodeProvider().describe() : ""));
      Outcome outcome = Outcome.COMPLETED;
      if (runLoad) {
        outcome = load();
      } else if (runRequests) {
        LOG.info("Skipping load data per the cmdline arg");
      }
      if (outcome != Outcome.COMPLETED || stopRequested) {
        return stopRequested ? Outcome.INTERRUPTED : outcome;
      }
      if (runRequests) {
        outcome = requests();
      } else if (runLoad) {
        LOG.info("Skipping request phase per the cmdline arg");
      }
      if (outcome == Outcome.COMPLETED && runVerify && !stopRequested) {
        outcome = verification.run() ? Outcome.COMPLETED : Outcome.INCONSISTENT;
      }
      return outcome;
    } finally {
      outputs.flush();
      stores.close();
    }
  }

  private Outcome load() throws StoreException, InterruptedException {
    loadExisting.apply(loadSettings.dbid(), stores.providers());
    loadPhase = new LoadPhase(loadSettings, workload, stores, outputs);
    if (stopRequested) {
      loadPhase.requestStop();
    }
    RetryTally before = retryTally();
    LoadResult result;
    try {
      result = loadPhase.run();
    } finally {
      reportRetries("load phase", before);
    }
    if (result.failure() != null) {
      Throwable failure = result.failure();
      if (failure instanceof StoreException storeFailure) {
        throw storeFailure;
      }
      if (failure instanceof RuntimeException runtime) {
        throw runtime;
      }
      throw new IllegalStateException(failure.getMessage(), failure);
    }
    return result.interrupted() ? Outcome.INTERRUPTED : Outcome.COMPLETED;
  }

  private Outcome requests() throws StoreException, InterruptedException {
    if (requestSettings.requesters() == 0) {
      LOG.info("NO REQUEST PHASE CONFIGURED. ");
      return Outcome.COMPLETED;
    }
    requestPhase = new RequestPhase(requestSettings, workload, stores, outputs);
    if (stopRequested) {
      requestPhase.requestStop();
    }
    RetryTally before = retryTally();
    RequestResult result;
    try {
      result = requestPhase.run();
    } finally {
      reportRetries("request phase", before);
    }
    if (result.interrupted()) {
      return Outcome.INTERRUPTED;
    }
    return result.completedCleanly() ? Outcome.COMPLETED : Outcome.RUN_FAILED;
  }

  /** Retries of both providers so far (one when they coincide). */
  private RetryTally retryTally() {
    RetryTally tally = RetryTally.ZERO;
    for (var provider : stores.providers()) {
      if (provider instanceof RetryReporting reporting) {
        RetryTally own = reporting.retryTally();
        tally = new RetryTally(tally.transientRetries() + own.transientRetries(),
            tally.reconnects() + own.reconnects(), tally.failed() + own.failed());
      }
    }
    return tally;
  }

  /** "Store retries, load phase: transient=N reconnects=M failed=K"; operation latency includes its retries. */
  private void reportRetries(String phase, RetryTally before) {
    if (stores.linkProvider() instanceof RetryReporting || stores.nodeProvider() instanceof RetryReporting) {
      LOG.info("Store retries, " + phase + ": " + retryTally().minus(before));
    }
  }

  /** Called from the signal handler: the running phase stops, reports what it measured and returns. */
  public void requestStop() {
    stopRequested = true;
    LoadPhase load = loadPhase;
    if (load != null) {
      load.requestStop();
    }
    RequestPhase request = requestPhase;
    if (request != null) {
      request.requestStop();
    }
  }
}
