package com.linkbenchx.results.output;

import java.math.RoundingMode;
import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.util.Locale;

/** Locale-independent number formatting for every output: always a '.' decimal separator. */
final class Decimals {
  private static final DecimalFormatSymbols ROOT = DecimalFormatSymbols.getInstance(Locale.ROOT);

  private Decimals() {
  }

  /** Microseconds as milliseconds with up to three decimals: exact for whole microseconds ("0.412", "12", "0"). */
  static String millis(double micros) {
    return format("0.###", micros / 1000.0);
  }

  /** Up to three decimals, no trailing zeros. */
  static String threePlaces(double value) {
    return format("0.###", value);
  }

  /** Up to two decimals, no trailing zeros. */
  static String twoPlaces(double value) {
    return format("0.##", value);
  }

  private static String format(String pattern, double value) {
    // DecimalFormat is not thread-safe; these calls are off the hot path, so a fresh one is fine.
    DecimalFormat format = new DecimalFormat(pattern, ROOT);
    format.setRoundingMode(RoundingMode.HALF_EVEN);
    return format.format(value);
  }
}
