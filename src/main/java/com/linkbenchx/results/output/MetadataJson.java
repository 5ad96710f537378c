package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.LatencySeries;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.ProcessInfo;
import com.linkbenchx.results.SourceProcess;
import com.linkbenchx.results.StoreInfo;
import com.linkbenchx.results.WorkloadInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** A phase's metadata as JSON, and back: the same in summary.json and the histogram log's header. */
public final class MetadataJson {
  private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

  private MetadataJson() {
  }

  /** The metadata's sections, added to {@code target}. */
  public static void write(PhaseMetadata metadata, ObjectNode target) {
    target.put("phase", metadata.phase().label());
    ObjectNode tool = target.putObject("tool");
    tool.put("name", "LinkBenchX");
    tool.put("version", metadata.run().toolVersion());
    target.set("run", run(metadata.run()));
    target.set("workload", workload(metadata.workload()));
    target.set("store", store(metadata.store()));
    ObjectNode configuration = target.putObject("configuration");
    metadata.configuration().forEach(configuration::put);
  }

  static ObjectNode run(ProcessInfo run) {
    ObjectNode node = JSON.objectNode();
    node.put("host", run.host());
    node.put("pid", run.pid());
    node.set("command_line", strings(run.commandLine()));
    node.put("jvm", run.jvm());
    node.put("cpus", run.cpus());
    node.put("max_heap_bytes", run.maxHeapBytes());
    return node;
  }

  static ObjectNode workload(WorkloadInfo workload) {
    ObjectNode node = JSON.objectNode();
    node.put("mode", workload.mode());
    node.put("target_rate_per_s", workload.targetRatePerSecond());
    node.put("requesters", workload.requesters());
    node.put("loaders", workload.loaders());
    node.put("startid1", workload.startId1());
    node.put("maxid1", workload.maxId1());
    node.put("requests", workload.requests());
    node.put("displayfreq_s", workload.displayFrequencySeconds());
    node.put("warmup_s", workload.warmupSeconds());
    node.put("maxtime_s", workload.maxTimeSeconds());
    node.put("latency_headline", workload.headline().label());
    node.put("queue_capacity", workload.queueCapacity());
    ObjectNode targets = node.putObject("p99_targets_ms");
    workload.p99TargetsMs().forEach(targets::put);
    return node;
  }

  static ObjectNode store(StoreInfo store) {
    ObjectNode node = JSON.objectNode();
    node.put("link_store_class", store.linkStoreClass());
    node.put("node_store_class", store.nodeStoreClass());
    node.put("description", store.description());
    node.put("server_product", store.serverProduct());
    node.put("server_version", store.serverVersion());
    node.set("endpoints", strings(store.endpoints()));
    return node;
  }

  /** One process behind the results. */
  static ObjectNode source(SourceProcess source) {
    ObjectNode node = JSON.objectNode();
    node.put("host", source.host());
    node.put("pid", source.pid());
    node.set("command_line", strings(source.commandLine()));
    node.put("start_epoch_ms", source.startEpochMillis());
    node.put("end_epoch_ms", source.endEpochMillis());
    node.put("target_rate_per_s", source.targetRatePerSecond());
    node.put("workers", source.workers());
    node.put("exit_status", source.exitStatus());
    node.put("end_reason", source.endReason());
    node.put("folder", source.folder());
    if (source.cpus() > 0) {
      node.put("cpus", source.cpus());
      node.put("max_heap_bytes", source.maxHeapBytes());
    }
    return node;
  }

  /** Reads what {@link #write} wrote. */
  public static PhaseMetadata read(JsonNode node) {
    JsonNode run = node.path("run");
    ProcessInfo runInfo =
        new ProcessInfo(node.path("tool").path("version").asText(), readStrings(run.path("command_line")),
            run.path("host").asText(), run.path("pid").asLong(), run.path("jvm").asText(), run.path("cpus").asInt(),
            run.path("max_heap_bytes").asLong());
    JsonNode workload = node.path("workload");
    WorkloadInfo workloadInfo = new WorkloadInfo(workload.path("mode").asText(),
        workload.path("target_rate_per_s").asLong(), workload.path("requesters").asInt(),
        workload.path("loaders").asInt(), workload.path("startid1").asLong(), workload.path("maxid1").asLong(),
        workload.path("requests").asLong(), workload.path("displayfreq_s").asLong(),
        workload.path("warmup_s").asLong(), workload.path("maxtime_s").asLong(),
        LatencySeries.valueOf(workload.path("latency_headline").asText("response").toUpperCase(Locale.ROOT)),
        workload.path("queue_capacity").asLong(), readMap(workload.path("p99_targets_ms"), JsonNode::asDouble));
    JsonNode store = node.path("store");
    StoreInfo storeInfo = new StoreInfo(store.path("link_store_class").asText(),
        store.path("node_store_class").asText(), store.path("description").asText(),
        store.path("server_product").asText(), store.path("server_version").asText(),
        readStrings(store.path("endpoints")));
    return new PhaseMetadata(Phase.ofLabel(node.path("phase").asText()), runInfo, workloadInfo, storeInfo,
        readMap(node.path("configuration"), JsonNode::asText));
  }

  /** Reads one process entry. */
  public static SourceProcess readSource(JsonNode node) {
    return new SourceProcess(node.path("host").asText(), node.path("pid").asLong(),
        readStrings(node.path("command_line")), node.path("start_epoch_ms").asLong(),
        node.path("end_epoch_ms").asLong(), node.path("target_rate_per_s").asLong(), node.path("workers").asInt(),
        node.path("exit_status").asInt(-1), node.path("end_reason").asText(), node.path("folder").asText(),
        node.path("cpus").asInt(0), node.path("max_heap_bytes").asLong(0));
  }

  private static ArrayNode strings(List<String> values) {
    ArrayNode array = JSON.arrayNode();
    values.forEach(array::add);
    return array;
  }

  private static <T> Map<String, T> readMap(JsonNode object, Function<JsonNode, T> value) {
    Map<String, T> map = new TreeMap<>();
    object.properties().forEach(entry -> map.put(entry.getKey(), value.apply(entry.getValue())));
    return map;
  }

  private static List<String> readStrings(JsonNode array) {
    List<String> values = new ArrayList<>();
    array.forEach(value -> values.add(value.asText()));
    return values;
  }
}
