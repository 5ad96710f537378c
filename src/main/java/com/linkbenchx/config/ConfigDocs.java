package com.linkbenchx.config;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Renders {@code docs/CONFIG.md} from the key groups: one table per group with every key's type, default, allowed
 * values, the phase or store that reads it and its documentation line. The file is generated, never edited by hand; a
 * test fails when it differs from what this renders.
 */
public final class ConfigDocs {
  /** How to regenerate the file, as the file and the failing test state it. */
  public static final String REGENERATE = "mvn -q compile && java -cp target/classes com.linkbenchx.cli.ConfigReference"
      + " docs/CONFIG.md";

  private static final Pattern PREFIXED = Pattern.compile("<prefix>[A-Za-z0-9_]*");

  private ConfigDocs() {
  }

  /** The whole Markdown document for these groups, in their order. */
  public static String render(List<KeySet> sets) {
    StringBuilder out = new StringBuilder();
    out.append("# Configuration keys\n\n");
    out.append("<!-- Generated from the key registry; do not edit. Regenerate with:\n     ")
        .append(REGENERATE).append(" -->\n\n");
    out.append(INTRO);
    Set<String> shown = new HashSet<>();
    for (KeySet set : sets) {
      List<String> rows = new ArrayList<>();
      for (ConfigKey<?> key : set.keys()) {
        if (shown.add(key.name())) {
          rows.add(row(keyName(key), key, ""));
        }
      }
      for (KeyFamily<?> family : set.families()) {
        if (shown.add(family.pattern() + family.prefixes())) {
          rows.add(row("`" + family.pattern() + "`", family.template(),
              " Prefixes: " + String.join(", ", family.prefixes().stream().map(p -> "`" + p + "`").toList()) + "."));
        }
      }
      if (rows.isEmpty()) {
        continue;
      }
      out.append("\n## ").append(set.title()).append("\n\n| Key | Type | Default | Allowed | Read by | Meaning |\n")
          .append("|---|---|---|---|---|---|\n");
      rows.forEach(out::append);
    }
    return out.toString();
  }

  private static String keyName(ConfigKey<?> key) {
    return "`" + key.name() + "`"
        + key.aliases().stream().map(alias -> " (also `" + alias + "`)").collect(Collectors.joining());
  }

  private static String row(String name, ConfigKey<?> key, String extra) {
    String type = key.kind().label() + (key.isSecret() ? ", secret" : "");
    String fallback = key.defaultDescription();
    return "| " + name + " | " + cell(type) + " | " + (fallback.isEmpty() ? "—" : cell(fallback)) + " | "
        + cell(key.allowedDescription()) + " | " + cell(key.scope()) + " | " + cell(key.doc() + "." + extra) + " |\n";
  }

  /** Table-safe text: '|' escaped, {@code <prefix>name} set as code, any other tag-like '<' escaped. */
  private static String cell(String text) {
    StringBuilder out = new StringBuilder();
    Matcher prefixed = PREFIXED.matcher(text);
    int from = 0;
    while (prefixed.find()) {
      out.append(plain(text.substring(from, prefixed.start()))).append('`').append(prefixed.group()).append('`');
      from = prefixed.end();
    }
    return out.append(plain(text.substring(from))).toString();
  }

  private static String plain(String text) {
    return text.replace("|", "\\|").replaceAll("<([A-Za-z])", "&lt;$1");
  }

  private static final String INTRO = """
      Every key the driver and its shipped stores read. Keys come from the `-c` file, then `-D key=value`
      on the command line, then `workload_file`: `-D` wins over the main file, which wins over the
      workload file. Values are parsed as LinkBench parsed them: a default applies only when a key is
      absent (a present but empty value is parsed, and fails); integers allow no surrounding white space;
      booleans are `true` or `false` in any case. A bad value ends the run with one line naming the key
      and exit status 2.

      A key that no phase or configured store reads is named in a warning at start, with the closest
      known key when it looks misspelt (`Unknown configuration key requestrte (did you mean
      requestrate?)`); with `strict_keys = true` it is an error (exit 2). Keys of a store count only when
      that store is configured. Values of secret keys, of secret-looking names inside
      `jdbc_url_properties` and `connection_options`, and passwords inside connection strings
      (`mongodb://user:password@host`) are never printed.

      "Default —" means the key has no default: it is required when the phase, store or option that
      reads it is used. `<prefix>` keys are read with the prefix of the key that chose the distribution or
      generator.
      """;
}
