package com.linkbenchx.report;

import java.util.Objects;

/**
 * The p99 response time of one headline operation over the measured period.
 *
 * @param operation the operation's name, e.g. "ADD_LINK"
 * @param p99Ms p99 response time in milliseconds, NaN when the operation never completed
 */
public record HeadlineLatency(String operation, double p99Ms) {
  public HeadlineLatency {
    Objects.requireNonNull(operation, "operation");
  }
}
