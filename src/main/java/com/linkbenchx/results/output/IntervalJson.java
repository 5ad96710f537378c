package com.linkbenchx.results.output;

import com.fasterxml.jackson.databind.node.ObjectNode;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.IntervalSnapshot;
import java.util.List;

/**
 * One line of intervals.jsonl: the interval's exact times and counters (as in the histogram log)
 * followed by its readable figures (rates, busy workers, per-operation latency summaries).
 */
final class IntervalJson {
  private IntervalJson() {
  }

  static ObjectNode of(IntervalSnapshot snapshot, Phase phase) {
    return of(snapshot, phase, List.of());
  }

  /** @param endpoints the names of the store's endpoints when it is spread over several */
  static ObjectNode of(IntervalSnapshot snapshot, Phase phase, List<String> endpoints) {
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
