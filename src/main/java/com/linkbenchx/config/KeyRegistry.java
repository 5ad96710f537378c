package com.linkbenchx.config;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * The keys one run may read: the driver's own groups plus those of the configured stores. It says whether a key is
 * known, suggests the closest known key for a misspelt one, and shows a configuration with every secret masked.
 * Immutable.
 */
public final class KeyRegistry {
  private final List<KeySet> sets;
  private final Map<String, ConfigKey<?>> byName = new LinkedHashMap<>();
  private final List<KeyFamily<?>> families = new ArrayList<>();

  private KeyRegistry(List<KeySet> sets) {
    this.sets = List.copyOf(sets);
    for (KeySet set : sets) {
      for (ConfigKey<?> key : set.keys()) {
        register(key.name(), key);
        key.aliases().forEach(alias -> register(alias, key));
      }
      set.families().stream().filter(family -> !families.contains(family)).forEach(families::add);
    }
  }

  /** @throws IllegalStateException when two different declarations share a name */
  public static KeyRegistry of(List<KeySet> sets) {
    return new KeyRegistry(sets);
  }

  /** This registry with more groups (the configured stores'). */
  public KeyRegistry plus(List<KeySet> more) {
    List<KeySet> all = new ArrayList<>(sets);
    more.stream().filter(set -> !all.contains(set)).forEach(all::add);
    return new KeyRegistry(all);
  }

  private void register(String name, ConfigKey<?> key) {
    ConfigKey<?> earlier = byName.putIfAbsent(name, key);
    if (earlier != null && earlier != key) {
      throw new IllegalStateException("Configuration key " + name + " is declared twice (" + earlier.scope()
          + "; " + key.scope() + "): declare it once and share the constant");
    }
  }

  public List<KeySet> sets() {
    return sets;
  }

  /**
   * One line per key of {@code config} this run does not read, in key order: an unknown or misspelt one (with the
   * closest known key as a suggestion), or one of a store the run does not use ({@code everything} knows it). Each would
   * be silently ignored otherwise, which is how a typo such as {@code requestrte} would leave a run at the file's rate.
   *
   * @param stores the configured stores, as the message names them
   */
  public List<String> unreadKeys(Config config, KeyRegistry everything, String stores) {
    List<String> problems = new ArrayList<>();
    for (String name : new TreeSet<>(config.names())) {
      String shown = Printable.line(name);
      if (isKnown(name)) {
        continue;
      }
      if (everything.isKnown(name)) {
        problems.add("Configuration key " + shown + " is not read by the configured store (" + stores + ")");
      } else {
        problems.add("Unknown configuration key " + shown
            + closest(name).map(known -> " (did you mean " + known + "?)").orElse(""));
      }
    }
    return problems;
  }

  /** The declaration of a key or alias; family members are not listed here. */
  public Optional<ConfigKey<?>> find(String name) {
    return Optional.ofNullable(byName.get(name));
  }

  /** The family {@code name} belongs to through a declared prefix. */
  public Optional<KeyFamily<?>> familyOf(String name) {
    return families.stream().filter(family -> family.matches(name)).findFirst();
  }

  public boolean isKnown(String name) {
    return byName.containsKey(name) || familyOf(name).isPresent();
  }

  /** Every known name: keys, aliases and family members with their declared prefixes. */
  public List<String> knownNames() {
    List<String> names = new ArrayList<>(byName.keySet());
    families.forEach(family -> names.addAll(family.memberNames()));
    return names;
  }

  /** The known key {@code name} most probably meant: the same in another case, or one a small edit distance away. */
  public Optional<String> closest(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String known : knownNames()) {
      if (known.toLowerCase(Locale.ROOT).equals(lower)) {
        return Optional.of(known);
      }
      int distance = editDistance(lower, known.toLowerCase(Locale.ROOT));
      if (distance < bestDistance || distance == bestDistance && known.compareTo(best) < 0) {
        best = known;
        bestDistance = distance;
      }
    }
    int allowed = Math.max(1, Math.min(3, name.length() / 4));
    return best != null && bestDistance <= allowed ? Optional.of(best) : Optional.empty();
  }

  /** Every key of {@code config}, sorted, with declared and secret-looking values masked: safe to log. */
  public Map<String, String> maskedView(Config config) {
    Map<String, String> shown = new TreeMap<>();
    config.asMap().forEach((name, value) -> shown.put(name, masked(name, value)));
    return shown;
  }

  /** One value of key {@code name} as it may be shown (a {@code -D} argument), masked as in {@link #maskedView}. */
  public String masked(String name, String value) {
    return Secrets.display(name, value, isSecret(name));
  }

  private boolean isSecret(String name) {
    ConfigKey<?> key = byName.get(name);
    return key != null ? key.isSecret() : familyOf(name).map(family -> family.template().isSecret()).orElse(false);
  }

  /** Levenshtein distance, with a transposition of neighbours counted as one edit ("reqeusts"). */
  static int editDistance(String a, String b) {
    int[][] d = new int[a.length() + 1][b.length() + 1];
    for (int i = 0; i <= a.length(); i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= b.length(); j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= a.length(); i++) {
      for (int j = 1; j <= b.length(); j++) {
        int substitution = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int best = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + substitution);
        if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
          best = Math.min(best, d[i - 2][j - 2] + 1);
        }
        d[i][j] = best;
      }
    }
    return d[a.length()][b.length()];
  }
}
