package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

class VerdictWordsTest {
  private static final double NONE = Double.NaN;

  private static List<HeadlineLatency> headline(double addLink, double addLinkService, double lists,
      double listsService, double target) {
    return List.of(new HeadlineLatency("ADD_LINK", addLink, addLinkService, target),
        new HeadlineLatency("GET_LINKS_LIST", lists, listsService, target));
  }

  @Test
  void keptUpWhenTheRateIsServedAndResponseIsCloseToService() {
    Verdict verdict =
        new Verdict(10_000.0, 9_981.4, 0, 0, 12, 1_000_000, 0, headline(4.214, 3.9, 12.3, 11.0, NONE), null);
    assertEquals(Verdict.Level.KEPT_UP, verdict.level());
    assertEquals(List.of(
        "Kept up: the offered rate was served without a growing queue, and response p99 is close to service p99.",
        "Offered 10,000 ops/s, achieved 9,981 ops/s (99.8%); the request queue peaked at 12 of 1,000,000.",
        "No operation failed.",
        "p99 response vs service: ADD_LINK 4.21 ms vs 3.90 ms, GET_LINKS_LIST 12.3 ms vs 11.0 ms."),
        VerdictWords.sentences(verdict));
  }

  /** The embedded store at 5,000/s: the rate was reached, p99 was a hundred times the store call's. */
  @Test
  void queueingWhenResponseP99IsFarAboveServiceP99() {
    Verdict verdict =
        new Verdict(5_000.0, 4_990.0, 0, 0, 4_380, 1_000_000, 0, headline(858.0, 9.5, 1_675.0, 15.4, NONE), null);
    assertEquals(Verdict.Level.QUEUEING, verdict.level());
    assertEquals("Queueing: the rate was served, but response p99 is more than 3× service p99 for ADD_LINK,"
        + " GET_LINKS_LIST: requests mostly waited for a free requester (set target_p99_ms to judge the latency)."
        + " Offered 5,000 ops/s, achieved 4,990 ops/s (99.8%); the request queue peaked at 4,380 of 1,000,000."
        + " No operation failed. p99 response vs service: ADD_LINK 858 ms vs 9.50 ms, GET_LINKS_LIST 1,675 ms vs 15.4 ms.",
        verdict.inWords());
  }

  @Test
  void aFewMillisecondsOfWaitingIsNotQueueing() {
    // 3.1× the service time, but only 2.1 ms above it: scheduling noise, not a queue.
    Verdict verdict = new Verdict(1_000.0, 1_000.0, 0, 0, 3, 1_000_000, 0, headline(3.1, 1.0, 3.1, 1.0, NONE), null);
    assertEquals(Verdict.Level.KEPT_UP, verdict.level());
  }

  @Test
  void targetMissedNamesTheOperationAndItsTarget() {
    Verdict verdict =
        new Verdict(5_000.0, 4_990.0, 0, 0, 4_380, 1_000_000, 0, headline(8.0, 2.0, 1_675.0, 15.4, 50.0), null);
    assertEquals(Verdict.Level.TARGET_MISSED, verdict.level());
    assertEquals(List.of(
        "Target missed: p99 above its target for GET_LINKS_LIST.",
        "Offered 5,000 ops/s, achieved 4,990 ops/s (99.8%); the request queue peaked at 4,380 of 1,000,000.",
        "No operation failed.",
        "p99 response vs service: ADD_LINK 8.00 ms vs 2.00 ms (target 50.0 ms),"
            + " GET_LINKS_LIST 1,675 ms vs 15.4 ms (target 50.0 ms)."),
        VerdictWords.sentences(verdict));
  }

  @Test
  void targetsThatHoldPassEvenWithQueueing() {
    Verdict verdict = new Verdict(5_000.0, 4_990.0, 0, 0, 80, 1_000_000, 0, headline(40.0, 2.0, 45.0, 3.0, 50.0), null);
    assertEquals(Verdict.Level.KEPT_UP, verdict.level());
    assertEquals("Kept up: the p99 targets held at the offered rate.", VerdictWords.sentences(verdict).get(0));
  }

  @Test
  void aTargetForAnOperationThatNeverCompletedIsMissed() {
    Verdict verdict = new Verdict(100.0, 100.0, 0, 0, 1, 1_000_000, 0,
        List.of(new HeadlineLatency("ADD_LINK", NONE, NONE, 10.0)), null);
    assertEquals(Verdict.Level.TARGET_MISSED, verdict.level());
    assertEquals("p99 response time: ADD_LINK (none completed) (target 10.0 ms).",
        VerdictWords.sentences(verdict).get(3));
  }

  @Test
  void overloadedByDrops() {
    Verdict verdict = new Verdict(8_000.0, 5_016.0, 52_113, 100_000, 100_000, 100_000, 1, List.of(), null);
    assertEquals(Verdict.Level.OVERLOADED, verdict.level());
    assertEquals(List.of(
        "Overloaded: 52,113 events dropped because the request queue was full.",
        "Offered 8,000 ops/s, achieved 5,016 ops/s (62.7%); the request queue peaked at 100,000 of 100,000.",
        "100,000 events still queued when the phase ended were dropped.",
        "1 operation failed."), VerdictWords.sentences(verdict));
    assertEquals("Overloaded: the request queue filled up.",
        VerdictWords.sentences(new Verdict(8_000.0, 7_990.0, 0, 0, 4_096, 4_096, 0, List.of(), null)).get(0));
  }

  @Test
  void aShortRateWithAGrowingQueueIsOverloadWithoutAnyDrop() {
    // 940 of 1,000/s with 5,000 events waiting (five seconds of arrivals): the store fell behind.
    Verdict behind = new Verdict(1_000.0, 940.0, 0, 0, 5_000, 1_000_000, 0, headline(2.0, 1.0, 2.0, 1.0, NONE), null);
    assertEquals(Verdict.Level.OVERLOADED, behind.level());
    // The same rate with a queue that stayed short: the driver did not offer the rate.
    Verdict driverShort = new Verdict(1_000.0, 940.0, 0, 0, 40, 1_000_000, 2, headline(2.0, 1.0, 2.0, 1.0, NONE), null);
    assertEquals(Verdict.Level.BELOW_TARGET, driverShort.level());
    assertEquals(Verdict.Level.KEPT_UP,
        new Verdict(1_000.0, 950.0, 0, 0, 0, 100, 0, headline(2.0, 1.0, 2.0, 1.0, NONE), null).level(),
        "95% is on target");
  }

  @Test
  void aPhaseThatEndedEarlyIsNeverAPass() {
    Verdict verdict = new Verdict(1_000.0, 1_000.0, 0, 0, 2, 1_000_000, 40, headline(2.0, 1.0, 2.0, 1.0, NONE),
        "all requesters stopped early");
    assertEquals(Verdict.Level.ENDED_EARLY, verdict.level());
    assertEquals("Ended early: all requesters stopped early; the figures cover part of the phase.",
        VerdictWords.sentences(verdict).get(0));
  }

  @Test
  void closedLoopWithoutTargetsIsNotJudged() {
    Verdict verdict =
        new Verdict(null, 5_432.1, 0, 0, 0, 0, 0, List.of(new HeadlineLatency("ADD_LINK", 0.4567, 0.4, NONE)), null);
    assertEquals(Verdict.Level.NOT_JUDGED, verdict.level());
    assertEquals(List.of(
        "Not judged: closed loop with no p99 target (target_p99_ms), so there is nothing to judge against.",
        "Closed loop (no target rate): achieved 5,432 ops/s.",
        "No operation failed.",
        "p99 response vs service: ADD_LINK 0.457 ms vs 0.400 ms."), VerdictWords.sentences(verdict));
    Verdict judged =
        new Verdict(null, 5_432.1, 0, 0, 0, 0, 0, List.of(new HeadlineLatency("ADD_LINK", 0.4567, 0.4, 1.0)), null);
    assertEquals(Verdict.Level.KEPT_UP, judged.level());
    assertEquals("Kept up: the p99 targets held.", VerdictWords.sentences(judged).get(0));
  }

  @Test
  void onlyKeptUpReadsAsAPass() {
    for (Verdict.Level level : Verdict.Level.values()) {
      String heading = level.heading().toLowerCase();
      if (level != Verdict.Level.KEPT_UP) {
        assertFalse(heading.contains("kept up") || heading.contains("pass") || heading.contains("ok"), heading);
      }
    }
    assertEquals("queueing", Verdict.Level.QUEUEING.key());
    assertEquals("ended_early", Verdict.Level.ENDED_EARLY.key());
  }
}
