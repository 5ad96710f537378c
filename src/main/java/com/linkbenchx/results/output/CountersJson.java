package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.results.ConcurrencyStats;
import com.linkbenchx.results.Counters;
import com.linkbenchx.results.EndpointStats;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.IntervalStats;
import com.linkbenchx.results.OperationStats;
import com.linkbenchx.results.RecordedOps;
import java.util.Map;

/**
 * The exact, non-histogram part of one interval as JSON, and back: with its histograms, everything
 * needed to rebuild the interval, so the histogram log carries it beside them.
 */
public final class CountersJson {
  private CountersJson() {
  }

  /** The interval's times and exact counters. */
  public static ObjectNode of(IntervalSnapshot snapshot) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    node.put("index", snapshot.index());
    node.put("start_epoch_ms", snapshot.startEpochMillis());
    node.put("end_epoch_ms", snapshot.endEpochMillis());
    node.put("length_ns", snapshot.lengthNanos());
    node.put("end_offset_ns", snapshot.endOffsetNanos());
    node.put("partial", snapshot.partial());
    IntervalStats stats = snapshot.stats();
    Counters counters = stats.counters();
    ObjectNode values = node.putObject("counters");
    values.put("arrivals", counters.arrivals());
    values.put("dropped_queue_full", counters.droppedQueueFull());
    values.put("dropped_at_shutdown", counters.droppedAtShutdown());
    values.put("warmup_operations", counters.warmupEvents());
    if (counters.minQueueDepth() != Long.MAX_VALUE) {
      values.put("queue_depth_min", counters.minQueueDepth());
    }
    values.put("queue_depth_max", counters.maxQueueDepth());
    values.put("queue_backlog", counters.queueBacklog());
    values.put("generator_lag_max_ns", counters.maxGeneratorLagNanos());
    values.put("busy_ns", counters.busyNanos());
    values.put("busy_max", counters.busyMax());
    putRetries(values, counters.retries());
    values.put("progress_done", counters.progressDone());
    values.put("progress_total", counters.progressTotal());
    ConcurrencyStats concurrency = stats.completionConcurrency();
    ObjectNode completion = values.putObject("completion_concurrency");
    completion.put("min", concurrency.min());
    completion.put("max", concurrency.max());
    completion.put("sum", concurrency.sum());
    completion.put("samples", concurrency.samples());
    ObjectNode operations = node.putObject("operations");
    for (LinkBenchOp op : RecordedOps.ALL) {
      OperationStats operation = stats.operation(op);
      if (operation.failureCount() == 0 && operation.rows() == 0) {
        continue;
      }
      ObjectNode entry = operations.putObject(op.name());
      FiguresJson.putErrors(entry.putObject("errors"), operation::failures);
      entry.put("rows", operation.rows());
    }
    if (!stats.endpoints().isEmpty()) {
      ArrayNode endpoints = node.putArray("endpoints");
      stats.endpoints().forEach(endpoint -> endpoints.add(endpoint(endpoint)));
    }
    return node;
  }

  /** One endpoint's exact counters: store retries and failovers, failures by operation and kind. */
  private static ObjectNode endpoint(EndpointStats endpoint) {
    ObjectNode node = JsonNodeFactory.instance.objectNode();
    putRetries(node, endpoint.retries());
    ObjectNode errors = node.putObject("errors");
    for (LinkBenchOp op : RecordedOps.ALL) {
      if (endpoint.failures(op) == 0) {
        continue;
      }
      FiguresJson.putErrors(errors.putObject(op.name()), kind -> endpoint.failures(op, kind));
    }
    return node;
  }

  private static void putRetries(ObjectNode node, RetryTally retries) {
    node.put("transient_retries", retries.transientRetries());
    node.put("conflict_retries", retries.conflictRetries());
    node.put("reconnects", retries.reconnects());
    node.put("failovers", retries.failovers());
    node.put("failed_for_good", retries.failed());
  }

  private static RetryTally readRetries(JsonNode node) {
    return new RetryTally(node.path("transient_retries").asLong(), node.path("conflict_retries").asLong(),
        node.path("reconnects").asLong(), node.path("failovers").asLong(), node.path("failed_for_good").asLong());
  }

  private static void addEndpoint(JsonNode node, EndpointStats target) {
    target.addRetries(readRetries(node));
    for (Map.Entry<String, JsonNode> op : node.path("errors").properties()) {
      for (Map.Entry<String, JsonNode> kind : op.getValue().properties()) {
        target.addFailures(LinkBenchOp.valueOf(op.getKey()), ErrorKind.valueOf(kind.getKey()),
            kind.getValue().asLong());
      }
    }
  }

  /** Adds the counters of {@code node} (as written by {@link #of}) to {@code target}. */
  public static void addTo(JsonNode node, IntervalStats target) {
    JsonNode values = node.path("counters");
    Counters counters = target.counters();
    counters.addArrivals(values.path("arrivals").asLong());
    counters.addDroppedQueueFull(values.path("dropped_queue_full").asLong());
    counters.addDroppedAtShutdown(values.path("dropped_at_shutdown").asLong());
    counters.addWarmupEvents(values.path("warmup_operations").asLong());
    if (values.has("queue_depth_min")) {
      counters.lowerMinQueueDepth(values.get("queue_depth_min").asLong());
    }
    counters.raiseMaxQueueDepth(values.path("queue_depth_max").asLong());
    counters.setQueueBacklog(values.path("queue_backlog").asLong());
    counters.raiseMaxGeneratorLagNanos(values.path("generator_lag_max_ns").asLong());
    counters.addBusyNanos(values.path("busy_ns").asLong());
    counters.raiseBusyMax(values.path("busy_max").asLong());
    counters.addRetries(readRetries(values));
    counters.setProgress(values.path("progress_done").asLong(), values.path("progress_total").asLong());
    JsonNode completion = values.path("completion_concurrency");
    target.completionConcurrency().addSamples(completion.path("min").asInt(), completion.path("max").asInt(),
        completion.path("sum").asLong(), completion.path("samples").asLong());
    for (Map.Entry<String, JsonNode> entry : node.path("operations").properties()) {
      OperationStats operation = target.operation(LinkBenchOp.valueOf(entry.getKey()));
      for (Map.Entry<String, JsonNode> kind : entry.getValue().path("errors").properties()) {
        operation.addFailures(ErrorKind.valueOf(kind.getKey()), kind.getValue().asLong());
      }
      operation.addRows(entry.getValue().path("rows").asLong());
    }
    int index = 0;
    for (JsonNode endpoint : node.path("endpoints")) {
      addEndpoint(endpoint, target.endpoint(index++));
    }
  }
}
