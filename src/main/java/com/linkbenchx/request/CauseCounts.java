package com.linkbenchx.request;

import java.util.Map;

/** Requesters' failure causes in one line: each distinct cause once, with its count when there are several. */
final class CauseCounts {
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
}
