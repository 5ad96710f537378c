package com.linkbenchx.workload.distributions;

/**
 * Marks a distribution that never changes after {@link ProbabilityDistribution#init}, so one instance can serve every
 * worker thread. The workload builds such distributions once per run; any other distribution class gets a fresh
 * instance per requester.
 */
public interface ThreadSafeDistribution extends ProbabilityDistribution {
}
