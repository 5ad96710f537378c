package com.linkbenchx.request;

import java.util.Map;
import java.util.regex.Pattern;

/** Requesters' failure causes in one line: each distinct cause once, with its count when there are several. */
final class CauseCounts {
  /** MySQL/MariaDB error 1040 and PostgreSQL's 53300 as their drivers word them. */
  private static final Pattern OUT_OF_CONNECTIONS =
      Pattern.compile("too many connections|too many clients|remaining connection slots", Pattern.CASE_INSENSITIVE);

  private CauseCounts() {
  }

  /** e.g. "access denied (3 requesters); connection reset (1 requesters)", or the one cause alone. */
  static String join(Map<String, Integer> causes) {
    StringBuilder line = new StringBuilder();
    for (Map.Entry<String, Integer> cause : causes.entrySet()) {
      if (line.length() > 0) {
        line.append("; ");
      }
      line.append(cause.getKey());
      if (causes.size() > 1) {
        line.append(" (").append(cause.getValue()).append(" requesters)");
      }
    }
    return line.toString();
  }

  /**
   * The one line for requesters that could not open their stores: how many, each cause once, and what to change when
   * the server ran out of connections.
   */
  static String openFailures(int failed, int requesters, Map<String, Integer> causes) {
    StringBuilder line = new StringBuilder("Request phase failed: ").append(failed).append(" of ").append(requesters)
        .append(" requesters could not open their stores: ");
    line.append(join(causes));
    boolean outOfConnections = causes.keySet().stream().anyMatch(cause -> OUT_OF_CONNECTIONS.matcher(cause).find());
    if (outOfConnections) {
      line.append(" (the server allows fewer connections than ").append(requesters)
          .append(" requesters need: raise its max_connections, or lower requesters)");
    }
    return line.toString();
  }
}
