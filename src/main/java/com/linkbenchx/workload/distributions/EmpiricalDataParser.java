package com.linkbenchx.workload.distributions;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigLoader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Turns the text of a distribution data file into sections, checking every point. */
final class EmpiricalDataParser {
  /** Tolerance on the final cumulative percentage, which must be 100. */
  private static final double LAST_PERCENT_TOLERANCE = 1e-6;

  private final Path file;
  private final List<String> tokens = new ArrayList<>();
  private final List<Integer> tokenLines = new ArrayList<>();
  private int next;

  private EmpiricalDataParser(Path file) {
    this.file = file;
  }

  static EmpiricalData parse(Path file) {
    EmpiricalDataParser parser = new EmpiricalDataParser(file);
    try {
      if (Files.isDirectory(file)) {
        throw new IOException("is a directory");
      }
      parser.tokenize(Files.readString(file, StandardCharsets.ISO_8859_1));
    } catch (IOException e) {
      throw new ConfigError("Cannot read distribution data file " + file + ": " + ConfigLoader.reason(e));
    }
    return new EmpiricalData(file, parser.sections());
  }

  /**
   * Splits the text into tokens as \s+ would, remembering each one's line and skipping '#' lines: scanned by hand, as
   * the shipped file has 30,000 lines and is read at every start.
   */
  private void tokenize(String text) {
    Iterator<String> lines = text.lines().iterator();
    for (int lineNumber = 1; lines.hasNext(); lineNumber++) {
      String line = lines.next().strip();
      if (line.isEmpty() || line.charAt(0) == '#') {
        continue;
      }
      int tokenStart = 0;
      for (int i = 0; i <= line.length(); i++) {
        if (i == line.length() || isSeparator(line.charAt(i))) {
          if (i > tokenStart) {
            tokens.add(line.substring(tokenStart, i));
            tokenLines.add(lineNumber);
          }
          tokenStart = i + 1;
        }
      }
    }
  }

  /** The characters of the regular expression class \s. */
  private static boolean isSeparator(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
  }

  private Map<String, EmpiricalSection> sections() {
    Map<String, EmpiricalSection> sections = new LinkedHashMap<>();
    while (next < tokens.size()) {
      int line = tokenLines.get(next);
      String name = tokens.get(next++);
      if (!EmpiricalData.SECTION_NAMES.contains(name)) {
        throw error(line, "Unexpected token in distribution file, expected name of next distribution: \""
            + name + "\"");
      }
      if (sections.containsKey(name)) {
        throw error(line, "section " + name + " appears twice");
      }
      sections.put(name, section(name, line));
    }
    return sections;
  }

  private EmpiricalSection section(String name, int headerLine) {
    int[] values = new int[64];
    double[] percents = new double[64];
    int count = 0;
    while (next < tokens.size() && isInteger(tokens.get(next))) {
      int line = tokenLines.get(next);
      int value = parseValue(tokens.get(next++), line);
      double percent = parsePercent();
      if (value < 0) {
        throw error(line, "section " + name + " has negative value " + value);
      }
      if (!(percent >= 0.0 && percent <= 100.0 + LAST_PERCENT_TOLERANCE)) {
        throw error(line, "section " + name + " has cumulative percent " + percent + " outside [0, 100]");
      }
      if (count > 0 && value <= values[count - 1]) {
        throw error(line, "section " + name + " values must increase, but " + value + " follows " + values[count - 1]);
      }
      if (count > 0 && percent < percents[count - 1]) {
        throw error(line, "section " + name + " cumulative percents must not decrease, but " + percent + " follows "
            + percents[count - 1]);
      }
      if (count == values.length) {
        values = Arrays.copyOf(values, count * 2);
        percents = Arrays.copyOf(percents, count * 2);
      }
      values[count] = value;
      percents[count] = percent;
      count++;
    }
    if (count == 0) {
      throw error(headerLine, "section " + name + " has no points");
    }
    double last = percents[count - 1];
    if (Math.abs(last - 100.0) > LAST_PERCENT_TOLERANCE) {
      throw error(headerLine, "section " + name + " must end at cumulative percent 100, but ends at " + last);
    }
    return new EmpiricalSection(name, Arrays.copyOf(values, count), Arrays.copyOf(percents, count));
  }

  /** As the regular expression [+-]?\d+ (ASCII digits). */
  private static boolean isInteger(String token) {
    int start = token.startsWith("+") || token.startsWith("-") ? 1 : 0;
    return start < token.length() && token.chars().skip(start).allMatch(c -> c >= '0' && c <= '9');
  }

  private int parseValue(String token, int line) {
    try {
      return Integer.parseInt(token);
    } catch (NumberFormatException e) {
      throw error(line, "value " + token + " does not fit in an int");
    }
  }

  private double parsePercent() {
    if (next >= tokens.size()) {
      throw new ConfigError("Expected to find floating point value in input file " + file + " but found end of file");
    }
    int line = tokenLines.get(next);
    String token = tokens.get(next);
    try {
      double percent = Double.parseDouble(token);
      if (!Double.isFinite(percent)) {
        throw new NumberFormatException(token);
      }
      next++;
      return percent;
    } catch (NumberFormatException e) {
      throw new ConfigError("Expected to find floating point value in input file " + file
          + " but found token \"" + token + "\" (line " + line + ")");
    }
  }

  private ConfigError error(int line, String message) {
    return new ConfigError("Distribution data file " + file + ", line " + line + ": " + message);
  }
}
