package com.linkbenchx.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.Coordination;
import java.time.Instant;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each process's share of the configured rate, requesters, requests and loaders. */
class DriverShareTest {
  private static final Config WHOLE = Config.of(Map.of("requestrate", "1001", "requesters", "10", "requests", "7",
      "loaders", "3", "request_random_seed", "42"));

  private static Coordination driver(int index, int count) {
    return new Coordination(index, count, Optional.of(Instant.now().plusSeconds(60)));
  }

  @Test
  void theSharesOfAllProcessesAddUpToTheConfiguredTotals() {
    long rate = 0;
    long requesters = 0;
    long requests = 0;
    long loaders = 0;
    Set<String> seeds = new HashSet<>();
    for (int i = 0; i < 3; i++) {
      Map<String, String> own = DriverShare.apply(WHOLE, driver(i, 3), true, true).asMap();
      rate += Long.parseLong(own.get("requestrate"));
      requesters += Long.parseLong(own.get("requesters"));
      requests += Long.parseLong(own.get("requests"));
      loaders += Long.parseLong(own.get("loaders"));
      seeds.add(own.get("request_random_seed"));
    }
    assertEquals(1001, rate);
    assertEquals(10, requesters);
    assertEquals(7, requests);
    assertEquals(3, loaders);
    assertEquals(3, seeds.size(), "each process draws its own requests");
    assertEquals("42", DriverShare.apply(WHOLE, driver(0, 3), false, true).asMap().get("request_random_seed"));
  }

  @Test
  void aLoneProcessRunsTheConfigurationAsItIs() {
    assertEquals(WHOLE, DriverShare.apply(WHOLE, Coordination.single(), true, true));
  }

  @Test
  void aClosedLoopHasNoRateToShare() {
    Config closed = WHOLE.with("requestrate", "0");
    assertEquals("0", DriverShare.apply(closed, driver(1, 2), false, true).asMap().get("requestrate"));
  }

  @Test
  void tooLittleToShareIsRefusedInOneLine() {
    assertEquals("requesters = 2 cannot be shared among 3 driver processes (driver_count): each needs at least one",
        assertThrows(ConfigError.class, () -> DriverShare.apply(WHOLE.with("requesters", "2"), driver(0, 3), false,
            true)).getMessage());
    assertTrue(assertThrows(ConfigError.class, () -> DriverShare.apply(WHOLE.with("requestrate", "2"), driver(0, 3),
        false, true)).getMessage().startsWith("requestrate = 2 cannot be shared among 3 driver processes"));
  }

  @Test
  void aSharedLoadNeedsAStartTime() {
    assertEquals("driver_count = 2 with the load phase needs start_at: driver_index 0 empties the tables and resets"
        + " the node ids before the other processes start writing",
        assertThrows(ConfigError.class, () -> DriverShare.apply(WHOLE, new Coordination(1, 2, Optional.empty()), true,
            false)).getMessage());
  }
}
