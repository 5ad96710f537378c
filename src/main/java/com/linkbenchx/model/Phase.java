package com.linkbenchx.model;

import java.util.Arrays;
import java.util.Locale;

/** The two phases of a run: stores are opened for one, and each records its own results. */
public enum Phase {
  LOAD, REQUEST;

  /** Lower-case name used in folder names and files ("load", "request"). */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The phase named by {@link #label()}; IllegalArgumentException for anything else. */
  public static Phase ofLabel(String label) {
    return Arrays.stream(values()).filter(phase -> phase.label().equals(label)).findFirst()
        .orElseThrow(() -> new IllegalArgumentException("unknown phase '" + label + "'"));
  }
}
