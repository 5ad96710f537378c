package com.linkbenchx.results;

import java.util.ArrayList;
import java.util.List;

/**
 * Store-level retry counts since the stores were created; a period's own figures are the
 * difference of two readings.
 *
 * @param transientRetries operations re-run after a deadlock, lock-wait timeout or serialization failure
 * @param conflictRetries operations re-run after a cluster refused their commit (certification failure)
 * @param reconnects connections reopened after the server dropped them or was unreachable
 * @param failovers workers moved to another endpoint of a cluster because theirs was unreachable
 * @param failedForGood operations that failed for good, after any retries
 * @param endpoints the same counts per endpoint, for a store spread over several; empty otherwise
 */
public record RetryCounts(long transientRetries, long conflictRetries, long reconnects, long failovers,
    long failedForGood, List<RetryCounts> endpoints) {
  public static final RetryCounts ZERO = new RetryCounts(0, 0, 0, 0, 0, List.of());

  public RetryCounts {
    endpoints = List.copyOf(endpoints);
  }

  /** A store with one endpoint and no cluster. */
  public RetryCounts(long transientRetries, long reconnects, long failedForGood) {
    this(transientRetries, 0, reconnects, 0, failedForGood, List.of());
  }

  public RetryCounts minus(RetryCounts earlier) {
    List<RetryCounts> perEndpoint = new ArrayList<>(endpoints.size());
    for (int i = 0; i < endpoints.size(); i++) {
      perEndpoint.add(i < earlier.endpoints.size() ? endpoints.get(i).minus(earlier.endpoints.get(i))
          : endpoints.get(i));
    }
    return new RetryCounts(transientRetries - earlier.transientRetries, conflictRetries - earlier.conflictRetries,
        reconnects - earlier.reconnects, failovers - earlier.failovers, failedForGood - earlier.failedForGood,
        perEndpoint);
  }
}
