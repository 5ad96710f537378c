package com.linkbenchx.config;

/**
 * Text from the user (a rejected value, a key, a file name, a server's message) made safe to echo into an error or log
 * line: control characters are written as escapes, so an embedded line end cannot end the line early and forge another
 * one after it.
 */
public final class Printable {
  private Printable() {
  }

  /** {@code text} on one line: {@code \n}, {@code \r}, {@code \t} and other control characters escaped. */
  public static String line(String text) {
    if (text == null) {
      return "null";
    }
    StringBuilder out = new StringBuilder(text.length() + 8);
    for (int i = 0; i < text.length(); i++) {
      String escape = escape(text.charAt(i));
      if (escape != null) {
        out.append(escape);
      } else {
        out.append(text.charAt(i));
      }
    }
    return out.toString();
  }

  private static String escape(char c) {
    return switch (c) {
      case '\n' -> "\\n";
      case '\r' -> "\\r";
      case '\t' -> "\\t";
      // C0 and C1 controls, DEL, and the Unicode line and paragraph separators.
      default -> c < 0x20 || (c >= 0x7f && c <= 0x9f) || c == '\u2028' || c == '\u2029'
          ? String.format("\\u%04x", (int) c) : null;
    };
  }
}
