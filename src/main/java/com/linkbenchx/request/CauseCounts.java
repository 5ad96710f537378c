package com.linkbenchx.request;

import java.util.Map;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Requesters' failure causes in one line: each distinct cause once, with its count when there are several. */
final class CauseCounts {
  /** MySQL/MariaDB error 1040 and PostgreSQL's 53300 as their drivers word them. */
  private static final Pattern OUT_OF_CONNECTIONS =
      Pattern.compile("too many connections|too many clients|remaining connection slots", Pattern.CASE_INSENSITIVE);

  private CauseCounts() {
  }

  /** e.g. "access denied (3 requesters); connection reset (1 requesters)", or the one cause alone. */
  static String join(Map<String, Integer> causes) {
    return causes.entrySet().stream()
        .map(cause -> causes.size() > 1 ? cause.getKey() + " (" + cause.getValue() + " requesters)" : cause.getKey())
        .collect(Collectors.joining("; "));
  }

  /** One line for requesters that could not open their stores, with advice when the server ran out of connections. */
  static String openFailures(int requesters, Map<String, Integer> causes) {
    int failed = causes.values().stream().mapToInt(Integer::intValue).sum();
    String line = "Request phase failed: " + failed + " of " + requesters + " requesters could not open their stores: "
        + join(causes);
    if (causes.keySet().stream().noneMatch(cause -> OUT_OF_CONNECTIONS.matcher(cause).find())) {
      return line;
    }
    return line + " (the server allows fewer connections than " + requesters
        + " requesters need: raise its max_connections, or lower requesters)";
  }
}
