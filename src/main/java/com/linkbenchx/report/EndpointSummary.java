package com.linkbenchx.report;

/**
 * One row of the report's endpoint table: one endpoint of a store spread over several (a cluster's
 * member or a shard) in one run, over the measured period. Latencies are response-time p99s of
 * successful operations in milliseconds, NaN when the endpoint served none.
 *
 * @param name the endpoint, "host:port/dbid"
 * @param operations operations it served, successes and failures
 * @param transientRetries retries after deadlocks, lock-wait timeouts or serialization failures
 * @param conflictRetries retries after it refused a commit (certification failure)
 * @param failovers workers that left it for another endpoint because it was unreachable
 */
public record EndpointSummary(String name, long operations, long failed, double ratePerSecond, double addLinkP99Ms,
    double getLinksListP99Ms, long transientRetries, long conflictRetries, long reconnects, long failovers) {
  public EndpointSummary {
    if (operations < 0 || failed < 0 || transientRetries < 0 || conflictRetries < 0 || reconnects < 0
        || failovers < 0) {
      throw new IllegalArgumentException(name + ": a negative count");
    }
  }
}
