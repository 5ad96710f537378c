package com.linkbenchx.results.output;

import com.linkbenchx.results.PhaseMetadata;
import com.linkbenchx.results.ResultsExporter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/** configuration.properties: the effective configuration, secrets masked, to repeat the run with {@code -c}. */
public final class ConfigurationExporter implements ResultsExporter {
  private final Path file;

  public ConfigurationExporter(Path file) {
    this.file = file;
  }

  @Override
  public void begin(PhaseMetadata metadata, long startEpochMillis) throws IOException {
    StringBuilder text = new StringBuilder();
    text.append("# Effective configuration of the ").append(metadata.phase().label())
        .append(" phase (configuration files and -D overrides), secrets masked\n");
    for (Map.Entry<String, String> entry : metadata.configuration().entrySet()) {
      text.append(escape(entry.getKey(), true)).append('=').append(escape(entry.getValue(), false)).append('\n');
    }
    Files.writeString(file, text, StandardCharsets.ISO_8859_1);
  }

  /** Properties-file escaping, so java.util.Properties reads the same text back. */
  static String escape(String text, boolean key) {
    StringBuilder out = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '\\' -> out.append("\\\\");
        case '\n' -> out.append("\\n");
        case '\r' -> out.append("\\r");
        case '\t' -> out.append("\\t");
        case '\f' -> out.append("\\f");
        case '=', ':', '#', '!' -> out.append('\\').append(c);
        case ' ' -> out.append(key || i == 0 ? "\\ " : " ");
        default -> out.append(c < 0x20 || c > 0x7e ? String.format("\\u%04x", (int) c) : String.valueOf(c));
      }
    }
    return out.toString();
  }

  @Override
  public String describe() {
    return "configuration file " + file;
  }
}
