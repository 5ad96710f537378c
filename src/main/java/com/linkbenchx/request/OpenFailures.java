package com.linkbenchx.request;

import java.util.Map;
import java.util.regex.Pattern;

/**
 * The one line for requesters that could not open their stores: how many, each distinct cause once
 * with its count, and what to change when the server ran out of connections.
 */
final class OpenFailures {
  /** MySQL/MariaDB error 1040 and PostgreSQL's 53300 as their drivers word them. */
  private static final Pattern OUT_OF_CONNECTIONS =
      Pattern.compile("too many connections|too many clients|remaining connection slots", Pattern.CASE_INSENSITIVE);

  private OpenFailures() {
  }

  static String describe(int failed, int requesters, Map<String, Integer> causes) {
    StringBuilder line = new StringBuilder("Request phase failed: ").append(failed).append(" of ").append(requesters)
        .append(" requesters could not open their stores: ");
    line.append(CauseCounts.join(causes));
    boolean outOfConnections = causes.keySet().stream().anyMatch(cause -> OUT_OF_CONNECTIONS.matcher(cause).find());
    if (outOfConnections) {
      line.append(" (the server allows fewer connections than ").append(requesters)
          .append(" requesters need: raise its max_connections, or lower requesters)");
    }
    return line.toString();
  }
}
