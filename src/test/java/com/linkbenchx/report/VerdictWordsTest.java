package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class VerdictWordsTest {
  private static final List<HeadlineLatency> HEADLINE =
      List.of(new HeadlineLatency("ADD_LINK", 4.214), new HeadlineLatency("GET_LINKS_LIST", 12_345.0));

  @Test
  void keptUp() {
    Verdict verdict = new Verdict(10_000.0, 9_981.4, 0, 0, 12, 1_000_000, 0, HEADLINE);
    assertEquals(Verdict.Level.KEPT_UP, verdict.level());
    assertEquals(List.of(
        "Target 10,000 ops/s, achieved 9,981 ops/s (99.8% of target).",
        "Kept up: no event dropped; the request queue peaked at 12 of 1,000,000.",
        "No operation failed.",
        "p99 response time: ADD_LINK 4.21 ms, GET_LINKS_LIST 12.3 s."), VerdictWords.sentences(verdict));
  }

  @Test
  void overloadedByDrops() {
    Verdict verdict = new Verdict(8_000.0, 5_016.0, 52_113, 100_000, 100_000, 100_000, 1, List.of());
    assertEquals(Verdict.Level.OVERLOADED, verdict.level());
    assertEquals(List.of(
        "Target 8,000 ops/s, achieved 5,016 ops/s (62.7% of target).",
        "Overloaded: 52,113 events dropped because the request queue was full; the request queue peaked at 100,000 of 100,000.",
        "100,000 events still queued when the phase ended were dropped.",
        "1 operation failed."), VerdictWords.sentences(verdict));
  }

  @Test
  void oneLineForTheLogNamesTheLevelOnce() {
    Verdict overloaded = new Verdict(8_000.0, 5_016.0, 52_113, 0, 100_000, 100_000, 0, List.of());
    assertEquals("Target 8,000 ops/s, achieved 5,016 ops/s (62.7% of target). Overloaded: 52,113 events dropped"
        + " because the request queue was full; the request queue peaked at 100,000 of 100,000. No operation failed.",
        overloaded.inWords());
    Verdict closedLoop = new Verdict(null, 812.0, 0, 0, 0, 0, 0, List.of());
    assertEquals("Kept up. Closed loop (no target rate): achieved 812 ops/s. No operation failed.",
        closedLoop.inWords());
  }

  @Test
  void aFullQueueIsOverloadEvenBeforeAnyDrop() {
    Verdict verdict = new Verdict(8_000.0, 7_990.0, 0, 0, 4_096, 4_096, 0, List.of());
    assertEquals(Verdict.Level.OVERLOADED, verdict.level());
    assertEquals("Overloaded: the request queue filled up.", VerdictWords.sentences(verdict).get(1));
  }

  @Test
  void belowTargetWithoutDrops() {
    Verdict verdict = new Verdict(1_000.0, 940.0, 0, 3, 40, 1_000_000, 2, List.of(new HeadlineLatency("ADD_LINK", Double.NaN)));
    assertEquals(Verdict.Level.BELOW_TARGET, verdict.level());
    assertEquals(List.of(
        "Target 1,000 ops/s, achieved 940 ops/s (94.0% of target).",
        "Below target: the store completed less than 95.0% of the target rate; the request queue peaked at 40 of 1,000,000.",
        "3 events still queued when the phase ended were dropped.",
        "2 operations failed.",
        "p99 response time: ADD_LINK (none completed)."), VerdictWords.sentences(verdict));
    assertEquals(Verdict.Level.KEPT_UP, new Verdict(1_000.0, 950.0, 0, 0, 0, 100, 0, List.of()).level(), "95% is on target");
  }

  @Test
  void closedLoopHasNoTargetAndNoQueue() {
    Verdict verdict = new Verdict(null, 5_432.1, 0, 0, 0, 0, 0, List.of(new HeadlineLatency("ADD_LINK", 0.4567)));
    assertEquals(Verdict.Level.KEPT_UP, verdict.level());
    assertEquals(List.of(
        "Closed loop (no target rate): achieved 5,432 ops/s.",
        "No operation failed.",
        "p99 response time: ADD_LINK 0.457 ms."), VerdictWords.sentences(verdict));
  }
}
