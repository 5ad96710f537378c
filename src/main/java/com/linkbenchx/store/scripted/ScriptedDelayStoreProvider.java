package com.linkbenchx.store.scripted;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.Phase;
import com.linkbenchx.store.StoreProvider;
import java.util.Locale;

/**
 * A store with known timing, for checking that the driver reports true latencies: every call takes
 * {@code scripted_delay_ms}, and every {@code scripted_stall_every_s} seconds a stall of
 * {@code scripted_stall_ms} holds every call that would finish during it (see {@link StallSchedule}).
 * Stores nothing. {@code linkstore = com.linkbenchx.store.scripted.ScriptedDelayStoreProvider}.
 *
 * <p>Keys (milliseconds and seconds may have fractions): {@code scripted_delay_ms} (default 1),
 * {@code scripted_stall_ms} (default 0: no stalls), {@code scripted_stall_every_s} (default 0: no
 * stalls; must exceed the stall when both are set).
 */
public final class ScriptedDelayStoreProvider implements StoreProvider {
  public static final String DELAY_KEY = "scripted_delay_ms";
  public static final String STALL_KEY = "scripted_stall_ms";
  public static final String PERIOD_KEY = "scripted_stall_every_s";

  private StallSchedule schedule;

  @Override
  public void configure(Config config) {
    double delayMillis = nonNegative(config, DELAY_KEY, 1.0);
    double stallMillis = nonNegative(config, STALL_KEY, 0.0);
    double periodSeconds = nonNegative(config, PERIOD_KEY, 0.0);
    long stallNanos = Math.round(stallMillis * 1e6);
    long periodNanos = Math.round(periodSeconds * 1e9);
    if (stallNanos > 0 && periodNanos == 0) {
      throw new ConfigError("Expected configuration key " + PERIOD_KEY + " to be > 0 when " + STALL_KEY
          + " is set, but was '" + config.get(PERIOD_KEY).orElse("0") + "'");
    }
    if (stallNanos > 0 && periodNanos <= stallNanos) {
      throw new ConfigError("Expected configuration key " + PERIOD_KEY + " to be longer than " + STALL_KEY
          + " (" + stallMillis + " ms), but was '" + config.getString(PERIOD_KEY) + "'");
    }
    schedule = new StallSchedule(Math.round(delayMillis * 1e6), stallNanos, periodNanos);
  }

  private static double nonNegative(Config config, String key, double defaultValue) {
    double value = config.getDouble(key, defaultValue);
    if (!(value >= 0) || Double.isInfinite(value)) {
      throw new ConfigError("Expected configuration key " + key + " to be a finite number >= 0, but was '"
          + config.getString(key) + "'");
    }
    return value;
  }

  @Override
  public LinkStore openLinkStore(Phase phase, int threadId) {
    return openGraphStore(phase, threadId);
  }

  @Override
  public NodeStore openNodeStore(Phase phase, int threadId) {
    return openGraphStore(phase, threadId);
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) {
    if (schedule == null) {
      throw new IllegalStateException("configure() was not called");
    }
    return new ScriptedDelayStore(schedule);
  }

  @Override
  public String describe() {
    if (schedule == null) {
      return "scripted-delay store (not configured)";
    }
    String text = String.format(Locale.ROOT, "scripted-delay store (%.3f ms per call", schedule.delayNanos() / 1e6);
    if (schedule.stallNanos() > 0) {
      text += String.format(Locale.ROOT, ", %.3f ms stall every %.3f s", schedule.stallNanos() / 1e6,
          schedule.periodNanos() / 1e9);
    }
    return text + ")";
  }

  /** The shared schedule (tests). */
  StallSchedule schedule() {
    return schedule;
  }
}
