package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LatencyTargetsTest {
  @Test
  void noKeyNoTarget() {
    assertEquals(Map.of(), LatencyTargets.from(Config.of(Map.of("maxtime", "60"))));
  }

  @Test
  void oneTargetForBothHeadlineOperationsAndAnOperationsOwnInItsPlace() {
    assertEquals(Map.of("ADD_LINK", 25.0, "GET_LINKS_LIST", 25.0),
        LatencyTargets.from(Config.of(Map.of("target_p99_ms", "25"))));
    assertEquals(Map.of("ADD_LINK", 25.0, "GET_LINKS_LIST", 7.5),
        LatencyTargets.from(Config.of(Map.of("target_p99_ms", "25", "get_links_list_target_p99_ms", "7.5"))));
    assertEquals(Map.of("ADD_LINK", 3.0),
        LatencyTargets.from(Config.of(Map.of("add_link_target_p99_ms", "3"))));
  }

  @Test
  void aTargetThatIsNotAboveZeroIsRefusedNamingTheKey() {
    ConfigError zero = assertThrows(ConfigError.class,
        () -> LatencyTargets.from(Config.of(Map.of("add_link_target_p99_ms", "0"))));
    assertEquals("Expected configuration key add_link_target_p99_ms to be a p99 target in ms above 0, but was '0'",
        zero.getMessage());
    assertThrows(ConfigError.class, () -> LatencyTargets.from(Config.of(Map.of("target_p99_ms", "-5"))));
  }
}
