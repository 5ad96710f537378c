package com.linkbenchx.store.scripted;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.GraphStoreProvider;
import com.linkbenchx.store.ServerInfo;
import com.linkbenchx.store.noop.NoopGraphStore;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.locks.LockSupport;

/**
 * A store with known timing ({@link StallSchedule}) that stores nothing, for checking that the driver reports true
 * latencies: {@code linkstore = com.linkbenchx.store.scripted.ScriptedDelayStoreProvider}.
 */
public final class ScriptedDelayStoreProvider implements GraphStoreProvider {
  private StallSchedule schedule;

  @Override
  public KeySet configKeys() {
    return ScriptedKeys.ALL;
  }

  @Override
  public void configure(Config config) {
    double delayMillis = nonNegative(config, ScriptedKeys.DELAY_MS);
    double stallMillis = nonNegative(config, ScriptedKeys.STALL_MS);
    double periodSeconds = nonNegative(config, ScriptedKeys.STALL_EVERY_S);
    long stallNanos = Math.round(stallMillis * 1e6);
    long periodNanos = Math.round(periodSeconds * 1e9);
    String period = ScriptedKeys.STALL_EVERY_S.name();
    if (stallNanos > 0 && periodNanos == 0) {
      throw new ConfigError("Expected configuration key " + period + " to be > 0 when " + ScriptedKeys.STALL_MS.name()
          + " is set, but was '" + ScriptedKeys.STALL_EVERY_S.raw(config).orElse("0") + "'");
    }
    if (stallNanos > 0 && periodNanos <= stallNanos) {
      throw new ConfigError("Expected configuration key " + period + " to be longer than "
          + ScriptedKeys.STALL_MS.name()
          + " (" + stallMillis + " ms), but was '" + ScriptedKeys.STALL_EVERY_S.raw(config).orElse("") + "'");
    }
    schedule = new StallSchedule(Math.round(delayMillis * 1e6), stallNanos, periodNanos);
  }

  private static double nonNegative(Config config, ConfigKey<Double> key) {
    double value = key.read(config);
    if (!(value >= 0) || Double.isInfinite(value)) {
      throw new ConfigError("Expected configuration key " + key.name() + " to be a finite number >= 0, but was '"
          + key.raw(config).orElse("") + "'");
    }
    return value;
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) {
    if (schedule == null) {
      throw new IllegalStateException("configure() was not called");
    }
    StallSchedule shared = schedule;
    return new NoopGraphStore() {
      /**
       * Parks until the scheduled end, never spinning: twenty spinning callers would saturate two cores of the driver
       * it checks. The park overshoot (0.05-0.1 ms on Linux) shows in the service time. An interrupt ends the wait.
       */
      @Override
      protected void call() {
        long deadlineNanos = shared.completionNanos(System.nanoTime());
        long remaining;
        while ((remaining = deadlineNanos - System.nanoTime()) > 0 && !Thread.currentThread().isInterrupted()) {
          LockSupport.parkNanos(remaining);
        }
      }
    };
  }

  /** Built into the driver: there is no server to ask. */
  @Override
  public Optional<ServerInfo> serverInfo() {
    return Optional.of(new ServerInfo("scripted-delay store", "built into the driver"));
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
