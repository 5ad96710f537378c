package com.linkbenchx.request;

import com.linkbenchx.results.PhaseLog;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** Collects log lines as "LEVEL message" so tests can check wording and order. */
public final class CapturingLog implements PhaseLog {
  private final List<String> lines = new ArrayList<>();

  @Override
  public synchronized void debug(String line) {
    lines.add("DEBUG " + line);
  }

  @Override
  public synchronized void info(String line) {
    lines.add("INFO " + line);
  }

  @Override
  public synchronized void warn(String line) {
    lines.add("WARN " + line);
  }

  @Override
  public synchronized void error(String line) {
    lines.add("ERROR " + line);
  }

  @Override
  public synchronized void error(String line, Throwable cause) {
    lines.add("ERROR " + line);
  }

  public synchronized List<String> lines() {
    return List.copyOf(lines);
  }

  synchronized List<String> startingWith(String prefix) {
    return lines.stream().filter(line -> line.startsWith(prefix)).collect(Collectors.toList());
  }

  public synchronized String all() {
    return String.join("\n", lines);
  }
}
