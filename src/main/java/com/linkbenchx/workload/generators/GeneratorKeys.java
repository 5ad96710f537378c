package com.linkbenchx.workload.generators;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeyFamily;
import com.linkbenchx.config.KeySet;
import java.util.List;

/** Payload generator parameters, prefixed with the generator's key and '_': {@code link_add_datagen_startbyte}. */
public final class GeneratorKeys {
  /** The prefixes the workload reads generator parameters with. */
  public static final List<String> PREFIXES = List.of("link_add_datagen_", "link_up_datagen_", "node_add_datagen_",
      "node_up_datagen_");
  private static final String SCOPE = "load, request";

  public static final KeyFamily<Integer> START_BYTE = KeyFamily.of(ConfigKey.integer("startbyte")
      .constraint("[0, 255], < endbyte").scope(SCOPE)
      .doc("Smallest byte value of generated payloads"), PREFIXES);
  public static final KeyFamily<Integer> END_BYTE = KeyFamily.of(ConfigKey.integer("endbyte").constraint("[0, 255]")
      .scope(SCOPE)
      .doc("Largest byte value of generated payloads"), PREFIXES);
  public static final KeyFamily<Double> UNIQUENESS = KeyFamily.of(ConfigKey.decimal("uniqueness").constraint("[0, 1]")
      .scope(SCOPE)
      .doc("MotifDataGenerator: share of 128-byte chunks drawn fresh rather than copied from the motif"), PREFIXES);
  public static final KeyFamily<Integer> MOTIF_LENGTH = KeyFamily.of(ConfigKey.integer("motif_length")
      .range(1, Integer.MAX_VALUE).defaultText("512 (used only with fix_motif_length)").scope(SCOPE)
      .doc("MotifDataGenerator: motif buffer size in bytes"), PREFIXES);
  public static final ConfigKey<Boolean> FIX_MOTIF_LENGTH = ConfigKey.bool("fix_motif_length").defaultValue(false)
      .scope(SCOPE)
      .doc("true: <prefix>motif_length sizes the motif buffer; false (LinkBench): it is always 512 bytes");

  public static final KeySet ALL = KeySet.of("Payload generator parameters", FIX_MOTIF_LENGTH)
      .withFamilies(START_BYTE, END_BYTE, UNIQUENESS, MOTIF_LENGTH);

  private GeneratorKeys() {
  }
}
