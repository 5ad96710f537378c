package com.linkbenchx.request;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.results.PhaseLog;
import java.util.Comparator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.LongAdder;

/**
 * The phase's failed operations in the log: each distinct line once, when it first happens, and at the end how often it
 * came again. A server outage met by hundreds of requesters is then one line and a count, not a line per requester.
 */
final class FailureLog {
  /** Distinct lines logged as they happen; failures worded otherwise after that are only counted. */
  static final int DISTINCT_LINES = 100;

  private final PhaseLog log;
  private final Map<String, LongAdder> repeats = new ConcurrentHashMap<>();
  private final LongAdder unlogged = new LongAdder();
  private final AtomicBoolean full = new AtomicBoolean();

  FailureLog(PhaseLog log) {
    this.log = log;
  }

  /** A requester's operation failed; {@code op} is null when choosing the operation failed. */
  void failed(LinkBenchOp op, Exception e) {
    String line = (op == null ? "Operation choice" : op.name()) + " error " + e.getMessage();
    LongAdder repeat = repeats.get(line);
    if (repeat == null && repeats.size() >= DISTINCT_LINES) {
      unlogged.increment();
      if (full.compareAndSet(false, true)) {
        log.error("Failures worded otherwise than the " + DISTINCT_LINES + " logged are counted, not logged");
      }
      return;
    }
    if (repeat == null && (repeat = repeats.putIfAbsent(line, new LongAdder())) == null) {
      log.error(line);
      log.debug(line, e);
      return;
    }
    repeat.increment();
  }

  /** Once the requesters are done: each logged line that came again, most frequent first, with its count. */
  void logRepeats() {
    repeats.entrySet().stream().filter(entry -> entry.getValue().sum() > 0)
        .sorted(Comparator.comparingLong((Map.Entry<String, LongAdder> entry) -> entry.getValue().sum()).reversed())
        .forEach(entry -> log.error(entry.getKey() + " (" + entry.getValue().sum() + " more times)"));
    if (unlogged.sum() > 0) {
      log.error(unlogged.sum() + " further failures worded otherwise, not logged");
    }
  }
}
