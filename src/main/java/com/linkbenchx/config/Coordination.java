package com.linkbenchx.config;

import java.time.Duration;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.apache.logging.log4j.Logger;

/**
 * This process's place among several driver processes running one benchmark ({@code driver_count},
 * {@code driver_index}, {@code start_at}), and its share of what the configuration asks of all of them: the first
 * {@code total mod count} processes take one more; a range of chunks is divided into contiguous runs the same way.
 *
 * @param startAt when the first phase starts its clock; empty: at once
 */
public record Coordination(int driverIndex, int driverCount, Optional<Instant> startAt) {
  public static final int MAX_DRIVERS = 10_000;
  /** How far ahead start_at may lie: a date typed wrong (a year, a day) must not hold a run and its connections. */
  public static final Duration MAX_START_AHEAD = Duration.ofHours(24);
  /** Longest sleep between looks at a stop request while waiting for start_at. */
  private static final long STOP_CHECK_NANOS = 50_000_000L;
  /** Set by Kubernetes in each pod of an Indexed Job: the pod's completion index. */
  public static final String INDEX_ENVIRONMENT = "JOB_COMPLETION_INDEX";
  private static final Logger LOG = Logs.logger();

  public Coordination {
    if (driverCount < 1 || driverIndex < 0 || driverIndex >= driverCount) {
      throw new IllegalArgumentException("driver " + driverIndex + " of " + driverCount);
    }
  }

  public static Coordination single() {
    return new Coordination(0, 1, Optional.empty());
  }

  /** Reads the keys (ConfigError if bad); {@code driver_index} defaults to {@value #INDEX_ENVIRONMENT}'s value. */
  public static Coordination from(Config config, Map<String, String> environment) {
    int count = CoordinationKeys.DRIVER_COUNT.read(config);
    int index = 0;
    String source = null; // where a driver index was given, for the message when it is out of range
    if (CoordinationKeys.DRIVER_INDEX.isSet(config)) {
      index = CoordinationKeys.DRIVER_INDEX.read(config);
      source = "Configuration key " + CoordinationKeys.DRIVER_INDEX.name();
    } else if (environment.containsKey(INDEX_ENVIRONMENT)) {
      String text = environment.get(INDEX_ENVIRONMENT).trim();
      try {
        index = Integer.parseInt(text);
      } catch (NumberFormatException e) {
        throw new ConfigError("Expected environment variable " + INDEX_ENVIRONMENT + " to be integer, but was '"
            + text + "'");
      }
      source = "Environment variable " + INDEX_ENVIRONMENT;
    }
    if (source != null && (index < 0 || index >= count)) {
      throw new ConfigError(source + " is " + index + ", outside [0, " + count + ") of "
          + CoordinationKeys.DRIVER_COUNT.name() + " = " + count + "; set " + CoordinationKeys.DRIVER_COUNT.name()
          + " to the number of processes (a Kubernetes Indexed Job's completions)");
    }
    Optional<Instant> start = CoordinationKeys.START_AT.readOptional(config).map(Coordination::parseInstant);
    start.ifPresent(instant -> requireWithinBound(instant, Instant.now()));
    return new Coordination(index, count, start);
  }

  /** A start_at more than {@link #MAX_START_AHEAD} after {@code now} is refused. */
  static void requireWithinBound(Instant start, Instant now) {
    Instant latest = now.plus(MAX_START_AHEAD);
    if (start.isAfter(latest)) {
      throw ConfigError.invalid(CoordinationKeys.START_AT.name(), start, "at most " + MAX_START_AHEAD.toHours()
          + " h ahead (before " + latest.truncatedTo(ChronoUnit.SECONDS) + ")");
    }
  }

  /** ISO-8601 with an offset ("2026-11-23T15:45:00Z", "...+01:00"), or whole epoch seconds. */
  static Instant parseInstant(String text) {
    String trimmed = text.trim();
    if (!trimmed.isEmpty() && trimmed.chars().allMatch(Character::isDigit) && trimmed.length() <= 12) {
      return Instant.ofEpochSecond(Long.parseLong(trimmed));
    }
    try {
      return OffsetDateTime.parse(trimmed).toInstant();
    } catch (DateTimeParseException e) {
      throw ConfigError.invalid(CoordinationKeys.START_AT.name(), text,
          "an ISO-8601 instant with an offset (e.g. 2026-11-23T15:45:00Z) or epoch seconds");
    }
  }

  public boolean isShared() {
    return driverCount > 1;
  }

  /** This process's share of {@code total}. */
  public long share(long total) {
    return total / driverCount + (driverIndex < total % driverCount ? 1 : 0);
  }

  /** The first of this process's contiguous share of {@code count} items numbered from 0. */
  public long firstOf(long count) {
    return driverIndex * (count / driverCount) + Math.min(driverIndex, count % driverCount);
  }

  /** One past the last of this process's share of {@code count} items. */
  public long endOf(long count) {
    return firstOf(count) + share(count);
  }

  /** "driver 2 of 3" (counted from 1 for people), or "" for a lone process. */
  public String describe() {
    return isShared() ? "driver " + (driverIndex + 1) + " of " + driverCount + " (driver_index " + driverIndex + ")"
        : "";
  }

  /** True when {@code start_at} is set and already past. */
  public boolean startPassed() {
    return startAt.isPresent() && !Instant.now().isBefore(startAt.get());
  }

  /**
   * Waits until {@code start_at} (at once without it); false only when {@code stopped} ended the wait. A start already
   * past is a warning: the processes' schedules then no longer begin together.
   */
  public boolean awaitStart(BooleanSupplier stopped) throws InterruptedException {
    if (startAt.isEmpty()) {
      return true;
    }
    Instant start = startAt.get();
    long millis = Duration.between(Instant.now(), start).toMillis();
    if (millis < 0) {
      LOG.warn("start_at {} passed {} s ago: starting now, behind the other driver processes", start,
          String.format(Locale.ROOT, "%.3f", -millis / 1000.0));
      return true;
    }
    LOG.info("Waiting {} s for start_at {}", String.format(Locale.ROOT, "%.3f", millis / 1000.0), start);
    // The wall clock is what the other processes share: wait on it, looking at the stop request between short sleeps.
    for (long left = Duration.between(Instant.now(), start).toNanos(); left > 0;
        left = Duration.between(Instant.now(), start).toNanos()) {
      if (stopped.getAsBoolean()) {
        LOG.info("Stopped while waiting for start_at {}: nothing was run", start);
        return false;
      }
      long nap = Math.min(left, STOP_CHECK_NANOS);
      Thread.sleep(nap / 1_000_000L, (int) (nap % 1_000_000L));
    }
    return true;
  }
}
