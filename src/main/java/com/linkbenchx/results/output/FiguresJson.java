package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.results.ConcurrencyStats;
import com.linkbenchx.results.Counters;
import com.linkbenchx.results.EndpointStats;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.RecordedOps;
import java.util.List;
import java.util.function.ToLongFunction;
import org.HdrHistogram.Histogram;

/** The readable figures of a period, shared by summary.json and each line of intervals.jsonl. */
final class FiguresJson {
  private FiguresJson() {
  }

  /** Counters of the period into {@code node}. */
  static void counters(IntervalStats stats, double lengthSeconds, double busyMean, ObjectNode node) {
    Counters counters = stats.counters();
    node.put("operations", stats.executed());
    node.put("errors", stats.failures());
    node.put("warmup_operations", counters.warmupEvents());
    node.put("arrivals", counters.arrivals());
    node.put("offered_rate_per_s", rate(counters.arrivals(), lengthSeconds));
    ObjectNode dropped = node.putObject("dropped");
    dropped.put("total", stats.dropped());
    dropped.put("queue_full", counters.droppedQueueFull());
    dropped.put("at_shutdown", counters.droppedAtShutdown());
    putRetries(node.putObject("retries"), counters.retries());
    node.put("failovers", counters.retries().failovers());
    node.put("generator_lag_max_us", counters.maxGeneratorLagNanos() / 1000);
    ObjectNode queue = node.putObject("queue");
    queue.put("depth_min", stats.minQueueDepth());
    queue.put("depth_max", counters.maxQueueDepth());
    queue.put("backlog", counters.queueBacklog());
    ObjectNode busy = node.putObject("busy");
    busy.put("mean", round3(busyMean));
    busy.put("max", counters.busyMax());
    ConcurrencyStats completion = stats.completionConcurrency();
    busy.put("completion_mean", round3(completion.mean()));
    busy.put("completion_min", completion.min());
    busy.put("completion_max", completion.max());
    node.put("rows", stats.rows());
    node.put("rows_per_s", rate(stats.rows(), lengthSeconds));
    ObjectNode progress = node.putObject("progress");
    progress.put("done", counters.progressDone());
    progress.put("total", counters.progressTotal());
  }

  /** One entry per operation that ran or wrote rows, keyed by its name. */
  static void operations(IntervalStats stats, Phase phase, double seconds, ObjectNode node) {
    ObjectNode operations = node.putObject("operations");
    for (LinkBenchOp op : RecordedOps.of(phase)) {
      OperationStats operation = stats.operation(op);
      if (operation.executedCount() == 0 && operation.rows() == 0) {
        continue;
      }
      ObjectNode entry = operations.putObject(op.name());
      entry.put("count", operation.executedCount());
      entry.put("successes", operation.successCount());
      entry.put("rate_per_s", rate(operation.executedCount(), seconds));
      ObjectNode errors = entry.putObject("errors");
      errors.put("total", operation.failureCount());
      putErrors(errors, operation::failures);
      entry.put("rows", operation.rows());
      entry.put("rows_per_s", rate(operation.rows(), seconds));
      ObjectNode latencies = entry.putObject("latency_us");
      for (LatencySeries series : LatencySeries.values()) {
        if (operation.series(series).getTotalCount() > 0) {
          latencies.set(series.label(), latency(operation.series(series)));
        }
      }
    }
  }

  /** One entry per endpoint of a store spread over several, in the configuration's order. */
  static void endpoints(IntervalStats stats, List<String> names, double seconds, ObjectNode node) {
    if (stats.endpoints().isEmpty() && names.isEmpty()) {
      return;
    }
    ArrayNode endpoints = node.putArray("endpoints");
    int count = Math.max(names.size(), stats.endpoints().size());
    for (int i = 0; i < count; i++) {
      EndpointStats endpoint = i < stats.endpoints().size() ? stats.endpoints().get(i) : new EndpointStats();
      ObjectNode entry = endpoints.addObject();
      entry.put("index", i);
      entry.put("name", i < names.size() ? names.get(i) : "endpoint " + i);
      entry.put("operations", endpoint.executed());
      entry.put("rate_per_s", rate(endpoint.executed(), seconds));
      entry.put("errors", endpoint.failures());
      putRetries(entry.putObject("retries"), endpoint.retries());
      entry.put("failovers", endpoint.retries().failovers());
      ObjectNode operations = entry.putObject("operations_by_type");
      for (LinkBenchOp op : RecordedOps.ALL) {
        if (endpoint.executed(op) == 0) {
          continue;
        }
        ObjectNode operation = operations.putObject(op.name());
        operation.put("count", endpoint.executed(op));
        operation.put("rate_per_s", rate(endpoint.executed(op), seconds));
        ObjectNode errors = operation.putObject("errors");
        errors.put("total", endpoint.failures(op));
        putErrors(errors, kind -> endpoint.failures(op, kind));
        ObjectNode latencies = operation.putObject("latency_us");
        for (LatencySeries series : EndpointStats.SERIES) {
          Histogram histogram = endpoint.seriesOrNull(op, series);
          if (histogram != null && histogram.getTotalCount() > 0) {
            latencies.set(series.label(), latency(histogram));
          }
        }
      }
    }
  }

  /** The retry object's fields in summary.json (failovers stand beside it, not in it). */
  private static void putRetries(ObjectNode node, RetryTally retries) {
    node.put("transient", retries.transientRetries());
    node.put("conflicts", retries.conflictRetries());
    node.put("reconnects", retries.reconnects());
    node.put("failed", retries.failed());
  }

  /** The count of each kind of failure that happened, by the kind's name. */
  static void putErrors(ObjectNode errors, ToLongFunction<ErrorKind> failures) {
    for (ErrorKind kind : ErrorKind.values()) {
      if (failures.applyAsLong(kind) > 0) {
        errors.put(kind.name(), failures.applyAsLong(kind));
      }
    }
  }

  static double rate(long count, double seconds) {
    return seconds > 0 ? round3(count / seconds) : 0;
  }

  private static final String[] NAMES = {"p25", "p50", "p75", "p90", "p95", "p99", "p99_9", "p99_99"};
  private static final double[] PERCENTILES = {25, 50, 75, 90, 95, 99, 99.9, 99.99};

  /** One latency histogram in microseconds; HdrHistogram's percentiles, as in the CSV and log outputs. */
  static ObjectNode latency(Histogram micros) {
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
