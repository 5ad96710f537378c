package com.linkbenchx.config;

import java.util.List;

/**
 * Keys built from a prefix and a fixed suffix, such as a distribution's {@code <prefix>shape}
 * ({@code read_shape}, {@code nlinks_shape}, ...) or a data generator's {@code <key>_startbyte}.
 * The declaration lists the prefixes the driver uses, so every member counts as a known key; the
 * reading code asks for the member it needs with {@link #at}. Immutable.
 *
 * <pre>{@code
 * public static final KeyFamily<Double> SHAPE = KeyFamily.of(
 *     ConfigKey.decimal("shape").doc("Zipf shape"), DISTRIBUTION_PREFIXES);
 * double s = SHAPE.at("read_").read(config);
 * }</pre>
 *
 * @param <T> the type a member's read returns
 */
public final class KeyFamily<T> {
  private final ConfigKey<T> template;
  private final List<String> prefixes;

  private KeyFamily(ConfigKey<T> template, List<String> prefixes) {
    this.template = template;
    this.prefixes = List.copyOf(prefixes);
  }

  /**
   * @param member the declaration of every member, named by its suffix
   * @param prefixes the prefixes the driver reads the family with
   */
  public static <T> KeyFamily<T> of(ConfigKey<T> member, List<String> prefixes) {
    if (prefixes.isEmpty()) {
      throw new IllegalArgumentException(member.name() + ": a key family needs prefixes");
    }
    return new KeyFamily<>(member, prefixes);
  }

  /** The member {@code prefix + suffix}. Any prefix may be asked for; only declared ones count as known. */
  public ConfigKey<T> at(String prefix) {
    return template.renamed(prefix + template.name());
  }

  public String suffix() {
    return template.name();
  }

  public List<String> prefixes() {
    return prefixes;
  }

  /** The member declaration (named by the suffix), for the documentation. */
  public ConfigKey<T> template() {
    return template;
  }

  /** True when {@code name} is a declared prefix followed by the suffix. */
  public boolean matches(String name) {
    if (!name.endsWith(template.name())) {
      return false;
    }
    String prefix = name.substring(0, name.length() - template.name().length());
    return prefixes.contains(prefix);
  }

  /** Every member name with a declared prefix. */
  public List<String> memberNames() {
    return prefixes.stream().map(prefix -> prefix + template.name()).toList();
  }

  /** "{@code <prefix>shape}", as the documentation names the family. */
  public String pattern() {
    return "<prefix>" + template.name();
  }
}
