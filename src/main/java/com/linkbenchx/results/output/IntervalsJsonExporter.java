package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.IntervalSnapshot;
import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.ResultsExporter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** intervals.jsonl: one JSON line per interval, flushed at once, so a run that dies leaves them readable. */
public final class IntervalsJsonExporter implements ResultsExporter {
  private final Path file;
  private Writer out;
  private Phase phase;
  private List<String> endpoints = List.of();

  public IntervalsJsonExporter(Path file) {
    this.file = file;
  }

  @Override
  public void begin(PhaseMetadata metadata, long startEpochMillis) throws IOException {
    phase = metadata.phase();
    endpoints = metadata.store().endpoints();
    out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
  }

  @Override
  public void interval(IntervalSnapshot interval) throws IOException {
    out.write(json(interval, phase, endpoints).toString());
    out.write('\n');
    out.flush();
  }

  @Override
  public void close() throws IOException {
    if (out != null) {
      out.close();
    }
  }

  @Override
  public String describe() {
    return "interval file " + file;
  }

  /** One line: the interval's exact times and counters (as in the histogram log), then its readable figures. */
  static ObjectNode json(IntervalSnapshot snapshot, Phase phase, List<String> endpoints) {
    ObjectNode node = CountersJson.of(snapshot);
    node.remove("operations");
    node.remove("endpoints");
    ObjectNode figures = node.putObject("figures");
    figures.put("rate_per_s", FiguresJson.rate(snapshot.stats().executed(), snapshot.seconds()));
    FiguresJson.counters(snapshot.stats(), snapshot.seconds(), snapshot.busyMean(), figures);
    FiguresJson.operations(snapshot.stats(), phase, snapshot.seconds(), node);
    FiguresJson.endpoints(snapshot.stats(), endpoints, snapshot.seconds(), node);
    return node;
  }
}
