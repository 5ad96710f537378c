package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.results.LatencySeries;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RequestSettingsTest {
  private static Map<String, String> minimal() {
    Map<String, String> values = new HashMap<>();
    values.put("requesters", "4");
    values.put("requests", "5000000000");
    values.put("maxtime", "60");
    values.put("dbid", "linkdb");
    return values;
  }

  @Test
  void defaults() {
    RequestSettings settings = RequestSettings.from(Config.of(minimal()));
    assertEquals(4, settings.requesters());
    assertEquals(5_000_000_000L, settings.requests(), "a 64-bit global count");
    assertEquals(0, settings.requestRate());
    assertTrue(settings.closedLoop());
    assertEquals(12, settings.warmupSeconds(), "maxtime 60 s: a fifth of it");
    assertTrue(settings.warmupDefaulted());
    assertTrue(settings.randomSeed().isEmpty());
    assertEquals(0, settings.maxFailedRequests());
    assertEquals(60, settings.displayFrequencySeconds());
    assertEquals(1_000_000, settings.queueCapacity());
    assertEquals(5, settings.shutdownGraceSeconds());
    assertEquals(LatencySeries.RESPONSE, settings.latencyHeadline());
    assertFalse(settings.fixUpdateLink());
  }

  /** The first seconds of a young JVM (p99 35-70 ms against 3-5 ms later) stay out of the headline by default. */
  @Test
  void theDefaultWarmupIsAFifthOfMaxtimeAtMostTwentySecondsAndAnExplicitZeroIsHonoured() {
    assertEquals(List.of(0L, 2L, 12L, 20L, 20L), List.of(RequestSettings.defaultWarmupSeconds(4),
        RequestSettings.defaultWarmupSeconds(10), RequestSettings.defaultWarmupSeconds(60),
        RequestSettings.defaultWarmupSeconds(100), RequestSettings.defaultWarmupSeconds(1800)));
    Map<String, String> values = minimal();
    values.put("warmup_time", "0");
    RequestSettings settings = RequestSettings.from(Config.of(values));
    assertEquals(0, settings.warmupSeconds());
    assertFalse(settings.warmupDefaulted());
  }

  @Test
  void aWarmupAsLongAsTheRunIsRefusedNamingBothKeys() {
    Map<String, String> values = minimal();
    for (String warmup : List.of("60", "61")) {
      values.put("warmup_time", warmup);
      ConfigError e = assertThrows(ConfigError.class, () -> RequestSettings.from(Config.of(values)));
      assertEquals("Expected configuration key warmup_time to be less than maxtime (60 s), but was '" + warmup
          + "': nothing would be recorded; lower warmup_time or raise maxtime", e.getMessage());
    }
    values.put("warmup_time", "59");
    assertEquals(59, RequestSettings.from(Config.of(values)).warmupSeconds());
  }

  @Test
  void explicitValues() {
    Map<String, String> values = minimal();
    values.put("requestrate", "20000");
    values.put("warmup_time", "-3");
    values.put("request_random_seed", "42");
    values.put("max_failed_requests", "-1");
    values.put("displayfreq", "2");
    values.put("request_queue_capacity", "1000");
    values.put("shutdown_grace", "0");
    values.put("latency_headline", "Service");
    values.put("fix_update_link", "true");
    RequestSettings settings = RequestSettings.from(Config.of(values));
    assertFalse(settings.closedLoop());
    assertEquals(0, settings.warmupSeconds(), "negative warmup counts as 0");
    assertEquals(42, settings.randomSeed().getAsLong());
    assertEquals(-1, settings.maxFailedRequests());
    assertEquals(2, settings.displayFrequencySeconds());
    assertEquals(1000, settings.queueCapacity());
    assertEquals(0, settings.shutdownGraceSeconds());
    assertEquals(LatencySeries.SERVICE, settings.latencyHeadline());
    assertTrue(settings.fixUpdateLink());
  }

  @Test
  void handoffSpinShareIsAShareOfOneCoreDefaultingToToday() {
    assertEquals(0.1, RequestSettings.from(Config.of(minimal())).handoffSpinShare());
    for (String value : List.of("0", "0.02", "1")) {
      Map<String, String> values = minimal();
      values.put("handoff_spin_share", value);
      assertEquals(Double.parseDouble(value), RequestSettings.from(Config.of(values)).handoffSpinShare(), value);
    }
  }

  @Test
  void zeroRequestersReadsNothingElse() {
    RequestSettings settings = RequestSettings.from(Config.of(Map.of("requesters", "0")));
    assertFalse(settings.enabled());
  }

  @Test
  void errorsAreOneLineNamingKeyAndValue() {
    assertError("requesters", "x", "Expected configuration key requesters to be integer, but was 'x'");
    assertError("requesters", "-1",
        "Expected configuration key requesters to be in range [0, 2147483647], but was '-1'");
    assertError("maxtime", "0", "Expected configuration key maxtime to be in range [1, 9223372036], but was '0'");
    assertError("requestrate", "fast", "Expected configuration key requestrate to be long integer, but was 'fast'");
    assertError("latency_headline", "p99",
        "Expected configuration key latency_headline to be response or service, but was 'p99'");
    assertError("request_queue_capacity", "0",
        "Expected configuration key request_queue_capacity to be in range [1, 67108864], but was '0'");
    assertError("displayfreq", "0",
        "Expected configuration key displayfreq to be in range [1, 9223372036], but was '0'");
    assertError("fix_update_link", "yes",
        "Expected configuration key fix_update_link to be true or false, but was 'yes'");
    for (String share : List.of("-0.1", "1.5")) {
      assertError("handoff_spin_share", share,
          "Expected configuration key handoff_spin_share to be a share of one core from 0 to 1, but was '" + share
              + "'");
    }
    assertError("handoff_spin_share", "much",
        "Expected configuration key handoff_spin_share to be double, but was 'much'");
    Map<String, String> noMaxtime = minimal();
    noMaxtime.remove("maxtime");
    ConfigError error = assertThrows(ConfigError.class, () -> RequestSettings.from(Config.of(noMaxtime)));
    assertEquals("Expected configuration key maxtime to be defined", error.getMessage());
  }

  private static void assertError(String key, String value, String message) {
    Map<String, String> values = minimal();
    values.put(key, value);
    ConfigError error = assertThrows(ConfigError.class, () -> RequestSettings.from(Config.of(values)));
    assertEquals(message, error.getMessage());
  }
}
