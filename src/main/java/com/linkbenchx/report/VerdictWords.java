package com.linkbenchx.report;

import java.util.ArrayList;
import java.util.List;

/** A {@link Verdict} in sentences, for the top of the report. */
final class VerdictWords {
  private VerdictWords() {
  }

  /** The verdict's level as a short heading. */
  static String heading(Verdict.Level level) {
    return switch (level) {
      case KEPT_UP -> "Kept up";
      case BELOW_TARGET -> "Below target";
      case OVERLOADED -> "Overloaded";
    };
  }

  static List<String> sentences(Verdict verdict) {
    List<String> sentences = new ArrayList<>();
    sentences.add(rateSentence(verdict));
    String load = loadSentence(verdict);
    if (load != null) {
      sentences.add(load);
    }
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

  private static String rateSentence(Verdict verdict) {
    String achieved = Figures.rate(verdict.achievedRate()) + " ops/s";
    if (verdict.targetRate() == null) {
      return "Closed loop (no target rate): achieved " + achieved + ".";
    }
    double target = verdict.targetRate();
    return "Target " + Figures.rate(target) + " ops/s, achieved " + achieved
        + " (" + Figures.percent(verdict.achievedRate() / target) + " of target).";
  }

  private static String loadSentence(Verdict verdict) {
    String queue = verdict.queueCapacity() > 0
        ? "the request queue peaked at " + Figures.count(verdict.maxQueueDepth()) + " of " + Figures.count(verdict.queueCapacity())
        : null;
    return switch (verdict.level()) {
      case OVERLOADED -> {
        String dropped = verdict.droppedQueueFull() > 0
            ? Figures.count(verdict.droppedQueueFull()) + " " + events(verdict.droppedQueueFull()) + " dropped because the request queue was full"
            : "the request queue filled up";
        yield "Overloaded: " + dropped + (verdict.queueCapacity() > 0 && verdict.droppedQueueFull() > 0 ? "; " + queue : "") + ".";
      }
      case BELOW_TARGET -> "Below target: the store completed less than "
          + Figures.percent(Verdict.SHORTFALL_SHARE) + " of the target rate" + (queue == null ? "" : "; " + queue) + ".";
      case KEPT_UP -> queue == null ? null : "Kept up: no event dropped; " + queue + ".";
    };
  }

  private static String headlineSentence(List<HeadlineLatency> headline) {
    StringBuilder sentence = new StringBuilder("p99 response time: ");
    for (int i = 0; i < headline.size(); i++) {
      HeadlineLatency latency = headline.get(i);
      if (i > 0) {
        sentence.append(", ");
      }
      sentence.append(latency.operation()).append(' ');
      sentence.append(Double.isFinite(latency.p99Ms()) ? Figures.latency(latency.p99Ms()) : "(none completed)");
    }
    return sentence.append('.').toString();
  }

  private static String events(long count) {
    return count == 1 ? "event" : "events";
  }
}
