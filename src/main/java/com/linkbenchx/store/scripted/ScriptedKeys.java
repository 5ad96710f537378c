package com.linkbenchx.store.scripted;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;

/** Keys of the scripted-delay store (milliseconds and seconds may have fractions). */
public final class ScriptedKeys {
  private static final String SCOPE = "scripted-delay";

  public static final ConfigKey<Double> DELAY_MS = ConfigKey.decimal("scripted_delay_ms")
      .defaultValue(1.0)
      .constraint(">= 0")
      .scope(SCOPE)
      .doc("Time every store call takes, in milliseconds");
  public static final ConfigKey<Double> STALL_MS = ConfigKey.decimal("scripted_stall_ms")
      .defaultValue(0.0)
      .constraint(">= 0")
      .scope(SCOPE)
      .doc("Length of each stall, in milliseconds; 0: no stalls");
  public static final ConfigKey<Double> STALL_EVERY_S = ConfigKey.decimal("scripted_stall_every_s")
      .defaultValue(0.0)
      .constraint(">= 0; longer than the stall when both are set")
      .scope(SCOPE)
      .doc("Seconds from one stall to the next; 0: no stalls");

  public static final KeySet ALL = KeySet.of("Scripted-delay store", DELAY_MS, STALL_MS, STALL_EVERY_S);

  private ScriptedKeys() {
  }
}
