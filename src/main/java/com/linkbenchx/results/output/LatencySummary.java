package com.linkbenchx.results.output;

import static com.linkbenchx.results.output.IntervalReport.max;
import static com.linkbenchx.results.output.IntervalReport.valueAt;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.LatencySeries;
import org.HdrHistogram.Histogram;

/**
 * LinkBench's per-operation summary line and {@code --csvstats} rows, from an exact histogram of
 * microseconds. The line keeps LinkBench's words, order and bracketed ranges (the LinkBench bucket
 * holding the exact percentile), so existing parsers keep working, then gives the exact values. The
 * CSV keeps LinkBench's fourteen columns (milliseconds), {@code pNN_low} and {@code pNN_high} both
 * exact; appended columns carry their unit in their name.
 */
public final class LatencySummary {
  public static final String CSV_HEADER = "op,count,p25_low,p25_high,p50_low,p50_high,p75_low,p75_high,"
      + "p95_low,p95_high,p99_low,p99_high,max,mean,p99_9_ms,metric,min_ms,p90_ms,p99_99_ms,ops_per_s";

  private static final double[] PERCENTILES = {25, 50, 75, 95, 99};

  private LatencySummary() {
  }

  /** The LinkBench summary line of one operation (load phase: the store-call time). */
  public static String line(LinkBenchOp op, Histogram micros) {
    StringBuilder line = new StringBuilder(240);
    line.append(op.name()).append(" count = ").append(micros.getTotalCount());
    for (double percentile : PERCENTILES) {
      int bucket = LatencyBuckets.bucket(valueAt(micros, percentile));
      line.append("  p").append((int) percentile).append(" = [")
          .append(Decimals.twoPlaces(LatencyBuckets.lowMicros(bucket) / 1000.0)).append(',')
          .append(Decimals.twoPlaces(LatencyBuckets.highMicros(bucket) / 1000.0)).append("]ms");
    }
    line.append("  max = ").append(Decimals.millis(max(micros))).append("ms");
    line.append("  mean = ").append(Decimals.millis(mean(micros))).append("ms");
    line.append("  exact:");
    for (double percentile : PERCENTILES) {
      line.append(" p").append((int) percentile).append(" = ")
          .append(Decimals.millis(valueAt(micros, percentile))).append("ms");
    }
    line.append(" p99.9 = ").append(Decimals.millis(valueAt(micros, 99.9))).append("ms");
    return line.toString();
  }

  /** The summary line with the metric it describes appended ({@code   metric = response}). */
  public static String line(LinkBenchOp op, LatencySeries metric, Histogram micros) {
    return line(op, micros) + "  metric = " + metric.label();
  }

  /** One {@code --csvstats} row: one operation's {@code series} over {@code seconds} of measurement. */
  public static String csvRow(LinkBenchOp op, String series, Histogram micros, double seconds) {
    StringBuilder row = new StringBuilder(200);
    row.append(op.name()).append(',').append(micros.getTotalCount());
    for (double percentile : PERCENTILES) {
      String value = Decimals.millis(valueAt(micros, percentile));
      row.append(',').append(value).append(',').append(value);
    }
    row.append(',').append(Decimals.millis(max(micros)));
    row.append(',').append(Decimals.millis(mean(micros)));
    row.append(',').append(Decimals.millis(valueAt(micros, 99.9)));
    row.append(',').append(series);
    row.append(',').append(Decimals.millis(micros.getTotalCount() == 0 ? 0 : micros.getMinValue()));
    row.append(',').append(Decimals.millis(valueAt(micros, 90)));
    row.append(',').append(Decimals.millis(valueAt(micros, 99.99)));
    row.append(',').append(Decimals.threePlaces(seconds > 0 ? micros.getTotalCount() / seconds : 0));
    return row.toString();
  }

  private static double mean(Histogram micros) {
    return micros.getTotalCount() == 0 ? 0 : micros.getMean();
  }
}
