package com.linkbenchx.results;

import java.util.Locale;

/** The two phases a run records; each gets its own results. */
public enum PhaseKind {
  LOAD,
  REQUEST;

  /** Lower-case name used in folder names and files ("load", "request"). */
  public String label() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The phase named by {@link #label()}; IllegalArgumentException for anything else. */
  public static PhaseKind ofLabel(String label) {
    for (PhaseKind kind : values()) {
      if (kind.label().equals(label)) {
        return kind;
      }
    }
    throw new IllegalArgumentException("unknown phase '" + label + "'");
  }
}
