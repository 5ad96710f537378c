package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.RetryTally;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The lists in docs/ that mirror the code are what the code says, as docs/CONFIG.md is: the failure
 * kinds, the store retry line, the exit statuses and the operations of the results schemas. Blocks
 * between {@code <!-- generated: NAME -->} and {@code <!-- end generated -->} and the retry-line
 * examples are rewritten by {@value #REGENERATE}; the other lists are only compared.
 */
class DocListsTest {
  private static final String REGENERATE = "mvn -o -q test -Dtest=DocListsTest -Ddocs.regenerate=true";
  private static final boolean REWRITE = Boolean.getBoolean("docs.regenerate");
  private static final Path DOCS = CliProcess.PROJECT_DIR.resolve("docs");
  /** A retry line as the driver logs it, the figures as numbers or as placeholder letters. */
  private static final Pattern RETRY_LINE =
      Pattern.compile("(Store retries, [a-z]+ phase(?:, [^`\\n]+?)?: )"
          + "([a-z]+=(?:\\d+|[A-Z])(?: [a-z]+=(?:\\d+|[A-Z]))*)");
  private static final Pattern FIELD = Pattern.compile("([a-z]+)=(\\d+|[A-Z])");

  @Test
  void failureKindsAreTheErrorKinds() throws IOException {
    StringBuilder list = new StringBuilder();
    for (ErrorKind kind : ErrorKind.values()) {
      list.append("- `").append(kind).append("`: ").append(kind.meaning()).append('\n');
    }
    checkBlock("request-phase.md", "error-kinds", list.toString());
  }

  @Test
  void retryLineExamplesAreWhatTheDriverPrints() throws IOException {
    List<String> fields = new ArrayList<>();
    Matcher printed = FIELD.matcher(new RetryTally(1, 2, 3, 4, 5).toString());
    while (printed.find()) {
      fields.add(printed.group(1));
    }
    for (String doc : List.of("EXIT_CODES.md", "RELIABILITY.md", "DISTRIBUTED.md", "request-phase.md")) {
      Path file = DOCS.resolve(doc);
      String text = Files.readString(file, StandardCharsets.UTF_8);
      Matcher line = RETRY_LINE.matcher(text);
      StringBuilder expected = new StringBuilder();
      while (line.find()) {
        Map<String, String> values = new HashMap<>();
        Matcher field = FIELD.matcher(line.group(2));
        while (field.find()) {
          values.put(field.group(1), field.group(2));
        }
        List<String> rebuilt = fields.stream().map(name -> name + "=" + values.getOrDefault(name, "0")).toList();
        line.appendReplacement(expected, Matcher.quoteReplacement(line.group(1) + String.join(" ", rebuilt)));
      }
      line.appendTail(expected);
      compare(file, text, expected.toString(), "its retry-line examples do not have the fields the driver prints");
    }
  }

  @Test
  void exitStatusTableListsEveryExitCode() throws Exception {
    TreeSet<Integer> codes = new TreeSet<>();
    for (Field field : ExitCode.class.getFields()) {
      if (Modifier.isStatic(field.getModifiers()) && field.getType() == int.class) {
        codes.add(field.getInt(null));
      }
    }
    List<Integer> documented = new ArrayList<>();
    Matcher row = Pattern.compile("(?m)^\\| (\\d+) \\|").matcher(read("EXIT_CODES.md"));
    while (row.find()) {
      documented.add(Integer.parseInt(row.group(1)));
    }
    assertEquals(new ArrayList<>(codes), documented, "docs/EXIT_CODES.md: the status table must list each"
        + " ExitCode constant once, in increasing order");
  }

  @Test
  void resultsSchemasNameTheOperationsAndErrorKinds() throws IOException {
    List<String> operations = Arrays.stream(LinkBenchOp.values()).filter(op -> op != LinkBenchOp.UNKNOWN)
        .map(Enum::name).toList();
    List<String> kinds = new ArrayList<>(List.of("total"));
    Arrays.stream(ErrorKind.values()).map(Enum::name).forEach(kinds::add);
    for (String schema : List.of("summary.schema.json", "interval.schema.json")) {
      JsonNode defs = new ObjectMapper().readTree(DOCS.resolve("results").resolve(schema).toFile()).path("$defs");
      assertEquals(operations, names(defs.path("operations").path("properties")),
          "docs/results/" + schema + ": $defs.operations must name every LinkBenchOp but UNKNOWN, in its order");
      assertEquals(kinds, names(defs.path("errors").path("properties")),
          "docs/results/" + schema + ": $defs.errors must name total, then every ErrorKind, in its order");
    }
  }

  private static List<String> names(JsonNode object) {
    List<String> names = new ArrayList<>();
    object.fieldNames().forEachRemaining(names::add);
    return names;
  }

  private static String read(String doc) throws IOException {
    return Files.readString(DOCS.resolve(doc), StandardCharsets.UTF_8);
  }

  /** Compares (or with docs.regenerate rewrites) the block NAME of docs/DOC with {@code content}. */
  private static void checkBlock(String doc, String name, String content) throws IOException {
    Path file = DOCS.resolve(doc);
    String text = Files.readString(file, StandardCharsets.UTF_8);
    String start = "<!-- generated: " + name + " -->\n";
    String end = "<!-- end generated -->";
    int from = text.indexOf(start);
    int to = from < 0 ? -1 : text.indexOf(end, from);
    if (from < 0 || to < 0) {
      throw new AssertionError("docs/" + doc + " has no block between '" + start.strip() + "' and '" + end + "'");
    }
    String expected = text.substring(0, from + start.length()) + content + text.substring(to);
    compare(file, text, expected, "block " + name + " is out of date");
  }

  private static void compare(Path file, String actual, String expected, String what) throws IOException {
    if (REWRITE && !actual.equals(expected)) {
      Files.writeString(file, expected, StandardCharsets.UTF_8);
      return;
    }
    List<String> expectedLines = expected.lines().toList();
    List<String> actualLines = actual.lines().toList();
    int line = 0;
    while (line < expectedLines.size() && line < actualLines.size()
        && expectedLines.get(line).equals(actualLines.get(line))) {
      line++;
    }
    String message = "docs/" + file.getFileName() + " line " + (line + 1) + ": " + what + "; regenerate with: "
        + REGENERATE;
    assertEquals(line < expectedLines.size() ? expectedLines.get(line) : "(end of file)",
        line < actualLines.size() ? actualLines.get(line) : "(end of file)", message);
  }
}
