package com.linkbenchx.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Shares of several driver processes, where the process number comes from, and start_at. */
class CoordinationTest {
  @Test
  void sharesAddUpToTheTotalAndDifferByAtMostOne() {
    for (int count = 1; count <= 7; count++) {
      for (long total : new long[] {0, 1, 6, 7, 1000, 1001, 999_999_999_999L}) {
        long sum = 0;
        long next = 0;
        for (int index = 0; index < count; index++) {
          Coordination share = new Coordination(index, count, Optional.empty());
          sum += share.share(total);
          assertTrue(share.share(total) - total / count <= 1);
          assertEquals(next, share.firstOf(total), "contiguous runs, in order");
          next = share.endOf(total);
        }
        assertEquals(total, sum);
        assertEquals(total, next, "the runs cover every item");
      }
    }
  }

  @Test
  void theProcessNumberComesFromTheKeyOrAKubernetesIndexedJob() {
    Config config = Config.of(Map.of("driver_count", "4"));
    assertEquals(2, Coordination.from(config, Map.of("JOB_COMPLETION_INDEX", "2")).driverIndex());
    assertEquals(1, Coordination.from(config.with("driver_index", "1"), Map.of("JOB_COMPLETION_INDEX", "2"))
        .driverIndex(), "the key wins");
    assertEquals(0, Coordination.from(config, Map.of()).driverIndex());
    assertEquals("Environment variable JOB_COMPLETION_INDEX is 3, outside [0, 1) of driver_count = 1; set"
        + " driver_count to the number of processes (a Kubernetes Indexed Job's completions)",
        assertThrows(ConfigError.class, () -> Coordination.from(Config.of(Map.of()),
            Map.of("JOB_COMPLETION_INDEX", "3"))).getMessage());
    assertTrue(assertThrows(ConfigError.class, () -> Coordination.from(config.with("driver_index", "4"), Map.of()))
        .getMessage().startsWith("Configuration key driver_index is 4, outside [0, 4)"));
  }

  @Test
  void startAtIsAnInstantWithAnOffsetOrEpochSeconds() {
    assertEquals(Instant.parse("2026-11-23T15:45:00Z"),
        Coordination.from(Config.of(Map.of("start_at", "2026-11-23T16:45:00+01:00")), Map.of()).startAt().get());
    assertEquals(Instant.ofEpochSecond(1_700_000_000L),
        Coordination.from(Config.of(Map.of("start_at", "1700000000")), Map.of()).startAt().get());
    assertEquals("Expected configuration key start_at to be an ISO-8601 instant with an offset (e.g."
        + " 2026-11-23T15:45:00Z) or epoch seconds, but was '2026-11-23 15:45'",
        assertThrows(ConfigError.class, () -> Coordination.from(Config.of(Map.of("start_at", "2026-11-23 15:45")),
            Map.of())).getMessage());
  }

  @Test
  void startAtIsAtMostADayAhead() {
    Instant now = Instant.parse("2026-11-28T12:00:00Z");
    Coordination.requireWithinBound(now.plusSeconds(24 * 3600), now);
    assertEquals("Expected configuration key start_at to be at most 24 h ahead (before 2026-11-29T12:00:00Z),"
        + " but was '2026-11-29T12:00:01Z'",
        assertThrows(ConfigError.class,
            () -> Coordination.requireWithinBound(now.plusSeconds(24 * 3600 + 1), now)).getMessage());
    for (String far : new String[] {"9999-01-01T00:00:00Z", "999999999999", "+999999999-12-31T23:59:59Z"}) {
      ConfigError error = assertThrows(ConfigError.class,
          () -> Coordination.from(Config.of(Map.of("start_at", far)), Map.of()), far);
      assertTrue(error.getMessage().startsWith("Expected configuration key start_at to be at most 24 h ahead"),
          error.getMessage());
    }
    Instant soon = Instant.now().plusSeconds(23 * 3600);
    assertEquals(soon, Coordination.from(Config.of(Map.of("start_at", soon.toString())), Map.of()).startAt().get());
  }

  @Test
  void awaitStartWaitsUntilTheInstant() throws InterruptedException {
    Instant start = Instant.now().plusMillis(300);
    assertTrue(new Coordination(0, 2, Optional.of(start)).awaitStart(() -> false));
    assertTrue(!Instant.now().isBefore(start));
    long before = System.nanoTime();
    assertTrue(new Coordination(0, 2, Optional.of(Instant.now().minusSeconds(5))).awaitStart(() -> false));
    assertTrue(System.nanoTime() - before < 1_000_000_000L, "a start already past does not wait");
  }

  @Test
  void aStopEndsTheWaitForStartAtWithinAFractionOfASecond() throws InterruptedException {
    Coordination coordination = new Coordination(0, 1, Optional.of(Instant.now().plusSeconds(3600)));
    long stopAt = System.nanoTime() + 300_000_000L;
    long before = System.nanoTime();
    assertFalse(coordination.awaitStart(() -> System.nanoTime() - stopAt >= 0), "stopped, not started");
    double seconds = (System.nanoTime() - before) / 1e9;
    assertTrue(seconds >= 0.29 && seconds < 1.5, seconds + " s");
  }
}
