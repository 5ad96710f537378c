package com.linkbenchx.results.output;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Locale;

/** Numbers and times as the report writes them: the same format everywhere, independent of the host's locale. */
public final class Figures {
  /** Written where a figure has no value (no operation completed). */
  public static final String NONE = "–";

  private static final DateTimeFormatter WALL_CLOCK = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss z", Locale.ROOT);

  private Figures() {
  }

  public static String count(long value) {
    return String.format(Locale.ROOT, "%,d", value);
  }

  /** A rate: whole numbers from 100 up, three significant digits below. */
  public static String rate(double perSecond) {
    return threeSignificant(perSecond);
  }

  /** A latency in milliseconds to three significant digits (whole from 100 ms up). */
  public static String millis(double ms) {
    return threeSignificant(ms);
  }

  /** A latency with its unit: milliseconds, or seconds from 10 s up, where milliseconds get hard to read. */
  public static String latency(double ms) {
    return ms >= 10_000 ? threeSignificant(ms / 1000) + " s" : threeSignificant(ms) + " ms";
  }

  public static String percent(double share) {
    return Double.isFinite(share) ? String.format(Locale.ROOT, "%.1f%%", share * 100) : NONE;
  }

  public static String wallClock(long epochMs, ZoneId zone) {
    return WALL_CLOCK.format(Instant.ofEpochMilli(epochMs).atZone(zone));
  }

  /** "2h 05m 07s", "5m 00s", "12.3 s". */
  public static String duration(long millis) {
    Duration duration = Duration.ofMillis(millis);
    if (duration.toMinutes() == 0) {
      return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
    }
    if (duration.toHours() == 0) {
      return String.format(Locale.ROOT, "%dm %02ds", duration.toMinutesPart(), duration.toSecondsPart());
    }
    return String.format(Locale.ROOT, "%dh %02dm %02ds", duration.toHours(), duration.toMinutesPart(),
        duration.toSecondsPart());
  }

  private static String threeSignificant(double value) {
    if (!Double.isFinite(value)) {
      return NONE;
    }
    double magnitude = Math.abs(value);
    if (magnitude >= 99.95 || magnitude == 0) {
      return String.format(Locale.ROOT, "%,.0f", value);
    }
    if (magnitude >= 9.995) {
      return String.format(Locale.ROOT, "%.1f", value);
    }
    if (magnitude >= 0.9995) {
      return String.format(Locale.ROOT, "%.2f", value);
    }
    return String.format(Locale.ROOT, "%.3g", value);
  }
}
