package com.linkbenchx.report;

/** Text made safe for HTML element content and quoted attribute values. */
final class HtmlText {
  private HtmlText() {
  }

  static String escape(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> out.append(c);
      }
    }
    return out.toString();
  }

  /**
   * Script text safe inside a {@code <script>} element: a "</script" in it (in a string or a
   * regular expression, where "<\/" means the same) would end the element early. "<!--" changes
   * how the browser looks for the end; no script we inline has it, and one that did is refused.
   */
  static String script(String source) {
    if (source.contains("<!--")) {
      throw new IllegalArgumentException("script text contains '<!--', which cannot be inlined safely");
    }
    return source.replaceAll("(?i)</(script)", "<\\\\/$1");
  }
}
