package com.linkbenchx.store.scripted;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.WriteResult;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ScriptedDelayStoreProviderTest {
  private static ScriptedDelayStoreProvider configured(Map<String, String> keys) {
    ScriptedDelayStoreProvider provider = new ScriptedDelayStoreProvider();
    provider.configure(Config.of(keys));
    return provider;
  }

  @Test
  void readsItsKeysWithFractions() {
    ScriptedDelayStoreProvider provider = configured(Map.of("scripted_delay_ms", "1.5",
        "scripted_stall_ms", "500", "scripted_stall_every_s", "2"));
    assertEquals(1_500_000L, provider.schedule().delayNanos());
    assertEquals(500_000_000L, provider.schedule().stallNanos());
    assertEquals(2_000_000_000L, provider.schedule().periodNanos());
    assertEquals("scripted-delay store (1.500 ms per call, 500.000 ms stall every 2.000 s)", provider.describe());
  }

  @Test
  void defaultsToOneMillisecondAndNoStalls() {
    ScriptedDelayStoreProvider provider = configured(Map.of());
    assertEquals(1_000_000L, provider.schedule().delayNanos());
    assertEquals(0, provider.schedule().stallNanos());
    assertEquals("scripted-delay store (1.000 ms per call)", provider.describe());
  }

  @Test
  void badValuesNameTheKeyAndTheValue() {
    ConfigError negative = assertThrows(ConfigError.class, () -> configured(Map.of("scripted_delay_ms", "-1")));
    assertEquals("Expected configuration key scripted_delay_ms to be a finite number >= 0, but was '-1'",
        negative.getMessage());
    ConfigError tooShort = assertThrows(ConfigError.class,
        () -> configured(Map.of("scripted_stall_ms", "500", "scripted_stall_every_s", "0.5")));
    assertEquals("Expected configuration key scripted_stall_every_s to be longer than scripted_stall_ms"
        + " (500.0 ms), but was '0.5'", tooShort.getMessage());
    ConfigError noPeriod = assertThrows(ConfigError.class, () -> configured(Map.of("scripted_stall_ms", "10")));
    assertEquals("Expected configuration key scripted_stall_every_s to be > 0 when scripted_stall_ms is set,"
        + " but was '0'", noPeriod.getMessage());
  }

  @Test
  void aCallNeverReturnsBeforeItsScriptedCompletion() throws Exception {
    ScriptedDelayStoreProvider provider = configured(Map.of("scripted_delay_ms", "2"));
    try (GraphStore store = provider.openGraphStore(Phase.REQUEST, 0)) {
      for (int i = 0; i < 5; i++) {
        long start = System.nanoTime();
        WriteResult result = store.addLink("db", new Link(1, 123456789, 2, (byte) 1, new byte[0], 0, 0));
        long elapsed = System.nanoTime() - start;
        assertEquals(WriteResult.INSERTED, result);
        assertTrue(elapsed >= 2_000_000L, "returned after " + elapsed + " ns");
      }
      assertEquals(0, store.getLinkList("db", 1, 123456789).length);
    }
  }
}
