package com.linkbenchx.results.output;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/** A {@link Verdict} in sentences: the level's reason first, then the figures a reader judges by. */
public final class VerdictWords {
  private VerdictWords() {
  }

  public static List<String> sentences(Verdict verdict) {
    List<String> sentences = new ArrayList<>();
    sentences.add(verdict.heading() + ": " + reason(verdict) + ".");
    sentences.add(rateSentence(verdict));
    if (verdict.droppedAtEnd() > 0) {
      sentences.add(Figures.count(verdict.droppedAtEnd()) + " " + events(verdict.droppedAtEnd())
          + " still queued when the phase ended were dropped.");
    }
    sentences.add(verdict.errors() == 0
        ? "No operation failed."
        : Figures.count(verdict.errors()) + (verdict.errors() == 1 ? " operation failed." : " operations failed."));
    if (!verdict.headline().isEmpty()) {
      sentences.add(headlineSentence(verdict.headline()));
    }
    return sentences;
  }

  private static String reason(Verdict verdict) {
    return switch (verdict.level()) {
      case ENDED_EARLY -> verdict.endedEarly() + "; the figures cover part of the phase";
      case OVERLOADED -> {
        if (verdict.droppedQueueFull() > 0) {
          yield Figures.count(verdict.droppedQueueFull()) + " " + events(verdict.droppedQueueFull())
              + " dropped because the request queue was full";
        }
        yield verdict.queueFilled() ? "the request queue filled up"
            : "the store completed less than " + Figures.percent(Verdict.SHORTFALL_SHARE)
                + " of the offered rate while the request queue grew";
      }
      case TARGET_MISSED -> "p99 above its target for " + joinOperations(verdict, HeadlineLatency::targetMissed);
      case QUEUEING -> "the rate was served, but response p99 is more than "
          + Figures.count(Math.round(HeadlineLatency.QUEUEING_FACTOR)) + "× service p99 for "
          + joinOperations(verdict, HeadlineLatency::queueingDominated)
          + ": requests mostly waited for a free requester (set target_p99_ms to judge the latency)";
      case BELOW_TARGET -> "the store completed less than " + Figures.percent(Verdict.SHORTFALL_SHARE)
          + " of the target rate though no backlog built up: the driver did not offer the rate";
      case NOT_JUDGED -> verdict.headline().stream().noneMatch(HeadlineLatency::completed)
          ? "no headline operation completed"
          : "closed loop with no p99 target (target_p99_ms), so there is nothing to judge against";
      case KEPT_UP -> verdict.hasTargets()
          ? "the p99 targets held" + (verdict.targetRate() == null ? "" : " at the offered rate")
          : "the offered rate was served without a growing queue, and response p99 is close to service p99";
    };
  }

  private static String joinOperations(Verdict verdict, Predicate<HeadlineLatency> which) {
    return String.join(", ", verdict.headline().stream().filter(which).map(HeadlineLatency::operation).toList());
  }

  private static String rateSentence(Verdict verdict) {
    String achieved = Figures.rate(verdict.achievedRate()) + " ops/s";
    String queue = verdict.queueCapacity() > 0
        ? "; the request queue peaked at " + Figures.count(verdict.maxQueueDepth()) + " of "
            + Figures.count(verdict.queueCapacity())
        : "";
    if (verdict.targetRate() == null) {
      return "Closed loop (no target rate): achieved " + achieved + queue + ".";
    }
    double target = verdict.targetRate();
    return "Offered " + Figures.rate(target) + " ops/s, achieved " + achieved
        + " (" + Figures.percent(verdict.achievedRate() / target) + ")" + queue + ".";
  }

  /** "p99 response vs service: ADD_LINK 858 ms vs 9.50 ms (target 10.0 ms), GET_LINKS_LIST ...". */
  private static String headlineSentence(List<HeadlineLatency> headline) {
    boolean withService = headline.stream().anyMatch(latency -> Double.isFinite(latency.serviceP99Ms()));
    StringBuilder sentence = new StringBuilder(withService ? "p99 response vs service: " : "p99 response time: ");
    for (int i = 0; i < headline.size(); i++) {
      HeadlineLatency latency = headline.get(i);
      if (i > 0) {
        sentence.append(", ");
      }
      sentence.append(latency.operation()).append(' ');
      if (!latency.completed()) {
        sentence.append("(none completed)");
      } else {
        sentence.append(Figures.latency(latency.p99Ms()));
        if (withService) {
          sentence.append(" vs ").append(Double.isFinite(latency.serviceP99Ms())
              ? Figures.latency(latency.serviceP99Ms()) : "(unknown)");
        }
      }
      if (latency.hasTarget()) {
        sentence.append(" (target ").append(Figures.latency(latency.targetP99Ms())).append(')');
      }
    }
    return sentence.append('.').toString();
  }

  /** The load in sentences: what happened, then rows, rate and duration. */
  public static List<String> sentences(LoadVerdict load) {
    List<String> sentences = new ArrayList<>();
    String reason = switch (load.level()) {
      case ENDED_EARLY -> load.endedEarly() + "; part of the graph is missing";
      case FAILED_OPERATIONS ->
        Figures.count(load.errors()) + (load.errors() == 1 ? " bulk operation" : " bulk operations")
            + " failed; their rows are missing";
      case INCOMPLETE -> "the phase ended with " + Figures.count(load.idsDone()) + " of "
          + Figures.count(load.idsTotal()) + " ids stored";
      case LOADED -> "every id of the range was stored" + (load.idsTotal() > 0
          ? " (" + Figures.count(load.idsTotal()) + " ids)" : "") + " and no bulk operation failed";
    };
    sentences.add(load.level().heading() + ": " + reason + ".");
    sentences.add(Figures.count(load.rows()) + " rows in " + Figures.duration(load.lengthMs()) + ", "
        + Figures.rate(load.rowsPerSecond()) + " rows/s.");
    return sentences;
  }

  private static String events(long count) {
    return count == 1 ? "event" : "events";
  }
}
