package com.linkbenchx.report;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Finds what in a page would make the browser fetch something from elsewhere. */
final class ExternalReferences {
  private static final Pattern SCRIPT_OR_STYLE =
      Pattern.compile("(<(script|style)\\b[^>]*>)(.*?)(</\\2\\s*>)", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);
  /** Attributes that load a resource or navigate; only in-page anchors ("#...") are allowed. */
  private static final Pattern RESOURCE_ATTRIBUTE = Pattern.compile(
      "\\s(src|href|srcset|poster|data|action|formaction|background|manifest)\\s*=\\s*[\"']?+(?!#)([^\"'\\s>]*)",
      Pattern.CASE_INSENSITIVE);
  private static final Pattern CSS_REFERENCE = Pattern.compile("(@import|url\\s*\\()", Pattern.CASE_INSENSITIVE);
  private static final Pattern RESOURCE_ELEMENT =
      Pattern.compile("<(link|img|iframe|frame|embed|object|video|audio|source|track|base|image)\\b",
          Pattern.CASE_INSENSITIVE);
  private static final Pattern URL =
      Pattern.compile("(https?:)?//[a-z0-9-]+(\\.[a-z0-9-]+)*\\.[a-z]{2,}\\b", Pattern.CASE_INSENSITIVE);
  /** The chart library's own banner comment (a slash-star-bang comment naming its home), not a resource. */
  private static final Pattern BANNER_COMMENT = Pattern.compile("/\\*![^*]*\\*/");

  private ExternalReferences() {
  }

  /** Every reference found, empty for a self-contained page. */
  static List<String> in(String html) {
    List<String> found = new ArrayList<>();
    StringBuilder markup = new StringBuilder();
    Matcher block = SCRIPT_OR_STYLE.matcher(html);
    int last = 0;
    while (block.find()) {
      markup.append(html, last, block.start()).append(block.group(1)).append(block.group(4));
      last = block.end();
      if (block.group(2).equalsIgnoreCase("style")) {
        add(found, "style", CSS_REFERENCE.matcher(block.group(3)));
      }
      if (block.group(1).toLowerCase().contains("src")) {
        found.add("script element with a source: " + block.group(1));
      }
    }
    markup.append(html.substring(last));
    add(found, "attribute", RESOURCE_ATTRIBUTE.matcher(markup));
    add(found, "element", RESOURCE_ELEMENT.matcher(markup));
    add(found, "inline style", CSS_REFERENCE.matcher(markup));
    add(found, "URL", URL.matcher(BANNER_COMMENT.matcher(html).replaceAll("")));
    return found;
  }

  private static void add(List<String> found, String kind, Matcher matcher) {
    while (matcher.find()) {
      found.add(kind + ": " + matcher.group());
    }
  }
}
