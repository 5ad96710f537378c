package com.linkbenchx.report;

/**
 * One row of the report's endpoint table: one endpoint (a cluster member, a shard) of a store spread over several, in
 * one run, over the measured period. p99s are of successful operations' response times, NaN when there were none.
 *
 * @param name "host:port/dbid"
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
