package com.linkbenchx.config;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A titled group of declared keys and key families: what one phase, part of the workload or one store reads. Each
 * {@code *Keys} class exposes its group as {@code ALL}; a store provider returns its group from
 * {@code StoreProvider.configKeys()}. The title heads the group's section of {@code docs/CONFIG.md}.
 */
public record KeySet(String title, List<ConfigKey<?>> keys, List<KeyFamily<?>> families) {
  /** A store or component that reads no keys. */
  public static final KeySet NONE = new KeySet("", List.of(), List.of());

  public KeySet {
    keys = List.copyOf(keys);
    families = List.copyOf(families);
  }

  public static KeySet of(String title, ConfigKey<?>... keys) {
    return new KeySet(title, Arrays.asList(keys), List.of());
  }

  /** The same group with these families added. */
  public KeySet withFamilies(KeyFamily<?>... more) {
    List<KeyFamily<?>> all = new ArrayList<>(families);
    all.addAll(Arrays.asList(more));
    return new KeySet(title, keys, all);
  }

  /** This group's keys and families followed by {@code other}'s, under this title. */
  public KeySet plus(KeySet other) {
    List<ConfigKey<?>> allKeys = new ArrayList<>(keys);
    other.keys.stream().filter(key -> !allKeys.contains(key)).forEach(allKeys::add);
    List<KeyFamily<?>> allFamilies = new ArrayList<>(families);
    other.families.stream().filter(family -> !allFamilies.contains(family)).forEach(allFamilies::add);
    return new KeySet(title, allKeys, allFamilies);
  }

  @Override
  public String toString() {
    return "KeySet[" + title + ", " + keys + "]";
  }
}
