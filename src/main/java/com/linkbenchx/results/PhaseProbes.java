package com.linkbenchx.results;

import com.linkbenchx.model.RetryTally;
import java.util.function.LongSupplier;
import java.util.function.Supplier;

/**
 * What the reporting thread reads, besides the workers' recorders, when it closes an interval; each
 * is null when absent (a load has no generator or queue, a closed-loop run no generator...).
 *
 * @param retries the stores' cumulative retry counts
 * @param claimedEvents events handed out since the phase began, for a source without a generator
 *     (closed loop: each is an arrival)
 * @param endpoints the per-endpoint recorders of a store spread over several endpoints
 */
public record PhaseProbes(GeneratorRecorder generator, LongSupplier queueBacklog, Supplier<RetryTally> retries,
    Supplier<Progress> progress, LongSupplier claimedEvents, EndpointRecorders endpoints) {

  public PhaseProbes(GeneratorRecorder generator, LongSupplier queueBacklog, Supplier<RetryTally> retries,
      Supplier<Progress> progress) {
    this(generator, queueBacklog, retries, progress, null, null);
  }

  /** Probes of a source that hands out events without a generator. */
  public static PhaseProbes claimed(LongSupplier claimedEvents) {
    return new PhaseProbes(null, null, null, null, claimedEvents, null);
  }

  /** Load progress. */
  public record Progress(long done, long total) {
  }

  public static PhaseProbes none() {
    return new PhaseProbes(null, null, null, null);
  }

  public PhaseProbes withRetries(Supplier<RetryTally> source) {
    return new PhaseProbes(generator, queueBacklog, source, progress, claimedEvents, endpoints);
  }

  public PhaseProbes withEndpoints(EndpointRecorders recorders) {
    return new PhaseProbes(generator, queueBacklog, retries, progress, claimedEvents, recorders);
  }
}
