package com.linkbenchx.config;

import java.util.List;

/**
 * Keys built from a prefix and a fixed suffix, such as a distribution's {@code <prefix>shape} ({@code read_shape},
 * {@code nlinks_shape}, ...). The declaration lists the prefixes the driver uses, so every member counts as a known
 * key; the reading code asks for the member it needs: {@code SHAPE.at("read_").read(config)}.
 *
 * @param template the declaration of every member, named by its suffix
 * @param prefixes the prefixes the driver reads the family with
 */
public record KeyFamily<T>(ConfigKey<T> template, List<String> prefixes) {
  public KeyFamily {
    if (prefixes.isEmpty()) {
      throw new IllegalArgumentException(template.name() + ": a key family needs prefixes");
    }
    prefixes = List.copyOf(prefixes);
  }

  public static <T> KeyFamily<T> of(ConfigKey<T> member, List<String> prefixes) {
    return new KeyFamily<>(member, prefixes);
  }

  /** The member {@code prefix + suffix}. Any prefix may be asked for; only declared ones count as known. */
  public ConfigKey<T> at(String prefix) {
    return template.renamed(prefix + template.name());
  }

  public String suffix() {
    return template.name();
  }

  /** True when {@code name} is a declared prefix followed by the suffix. */
  public boolean matches(String name) {
    return name.endsWith(suffix()) && prefixes.contains(name.substring(0, name.length() - suffix().length()));
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
