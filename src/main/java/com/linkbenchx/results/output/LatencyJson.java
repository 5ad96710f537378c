package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.HdrHistogram.Histogram;

/**
 * One latency histogram summarised as JSON, in microseconds: count, min, mean, percentiles and
 * max. Percentiles are HdrHistogram's (the smallest recorded value at or above that fraction of
 * the samples, within 0.1%), the same figures as the CSV and log outputs.
 */
final class LatencyJson {
  /** JSON field name, percentile. */
  private static final String[] NAMES = {"p25", "p50", "p75", "p90", "p95", "p99", "p99_9", "p99_99"};
  private static final double[] PERCENTILES = {25, 50, 75, 90, 95, 99, 99.9, 99.99};

  private LatencyJson() {
  }

  static ObjectNode of(Histogram micros) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    long count = micros.getTotalCount();
    node.put("count", count);
    node.put("min", count == 0 ? 0 : micros.getMinValue());
    node.put("mean", count == 0 ? 0 : round3(micros.getMean()));
    for (int i = 0; i < NAMES.length; i++) {
      node.put(NAMES[i], count == 0 ? 0 : micros.getValueAtPercentile(PERCENTILES[i]));
    }
    node.put("max", count == 0 ? 0 : micros.getMaxValue());
    return node;
  }

  static double round3(double value) {
    return Math.round(value * 1000.0) / 1000.0;
  }
}
