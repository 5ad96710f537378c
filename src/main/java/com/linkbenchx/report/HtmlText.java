package com.linkbenchx.report;

/** Text made safe for HTML element content and quoted attribute values. */
final class HtmlText {
  private HtmlText() {
  }

  static String escape(String text) {
    // '&' first: the other entities bring their own.
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;")
        .replace("'", "&#39;");
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
