package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.workload.TestFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The distribution data file format, the project's data file, and clean errors. */
class EmpiricalDataTest {
  private static EmpiricalData projectData;

  @TempDir
  Path dir;

  @BeforeAll
  static void readProjectData() {
    projectData = EmpiricalData.read(TestFiles.projectDataFile());
  }

  private EmpiricalData parse(String text) throws IOException {
    Path file = dir.resolve("dist.dat");
    Files.writeString(file, text);
    return EmpiricalData.read(file);
  }

  private ConfigError parseError(String text) throws IOException {
    Path file = dir.resolve("bad.dat");
    Files.writeString(file, text);
    ConfigError e = assertThrows(ConfigError.class, () -> EmpiricalData.read(file));
    assertTrue(e.getMessage().contains(file.toString()), "names the file: " + e.getMessage());
    assertTrue(!e.getMessage().contains("\n"), "one line");
    return e;
  }

  @Test
  void projectFileHasTheFiveSectionsOfTheSpecTable() {
    assertEquals(EmpiricalData.SECTION_NAMES, List.copyOf(projectData.sections().keySet()));
    checkSection("nlinks", 19_951, 0, 45.33160573, 961_963, 4.0973);
    checkSection("link_nreads", 3_988, 0, 95.57464021, 95_718, 0.6476);
    checkSection("link_nwrites", 3_941, 0, 96.75363142, 75_879, 0.2307);
    checkSection("node_nreads", 1_089, 0, 95.20274962, 23_831, 0.1492);
    checkSection("node_nwrites", 1_477, 0, 95.22282911, 25_125, 0.1264);
  }

  private static void checkSection(String name, int points, int firstValue, double firstPercent, int lastValue,
      double mean) {
    EmpiricalSection section = projectData.section(name);
    assertEquals(points, section.size(), name);
    assertEquals(firstValue, section.value(0), name);
    assertEquals(firstPercent, section.percent(0), name);
    assertEquals(lastValue, section.maxValue(), name);
    assertEquals(100.0, section.percent(points - 1), name);
    assertEquals(mean, section.mean(), 5e-5, name);
  }

  @Test
  void valueAtProbabilityFindsTheFirstPointReachingIt() {
    EmpiricalSection nlinks = projectData.section("nlinks");
    assertEquals(0, nlinks.valueAtProbability(0.0));
    assertEquals(0, nlinks.valueAtProbability(0.4533160573));
    assertEquals(1, nlinks.valueAtProbability(0.4533160574));
    assertEquals(961_963, nlinks.valueAtProbability(1.0));
  }

  @Test
  void readsCommentsBlankLinesAndAnyWhitespace() throws IOException {
    EmpiricalData data = parse("# a comment\n\nnlinks\n0 50\n  # indented comment\n3\t100\r\nlink_nreads 0 90 2 100");
    assertEquals(2, data.section("nlinks").size());
    assertEquals(3, data.section("nlinks").value(1));
    assertEquals(0.5 * 0 + 0.5 * 3, data.section("nlinks").mean(), 1e-15);
    assertEquals(0.2, data.section("link_nreads").mean(), 1e-15);
  }

  @Test
  void linesEndAtCarriageReturnsAndNewlinesAndTokensAtAnyWhitespace() throws IOException {
    // Lines: 1 "nlinks", 2 "+0 50" (a lone \r ends it), 3 "3<VT>100<FF>", 4 empty, 5 "foo".
    ConfigError e = parseError("nlinks\r+0 50\r\n3\u000B100\f\r\rfoo");
    assertTrue(e.getMessage().endsWith("line 5: Unexpected token in distribution file, expected name of next"
        + " distribution: \"foo\""), e.getMessage());
    EmpiricalData data = parse("nlinks\r+0 50\r\n3\u000B100\f\r\r");
    assertEquals(3, data.section("nlinks").value(1), "a vertical tab separates tokens, a form feed ends a line's");
    ConfigError signOnly = parseError("nlinks\n0 50\n1 100\n- 2\n");
    assertTrue(signOnly.getMessage().endsWith("line 4: Unexpected token in distribution file, expected name of next"
        + " distribution: \"-\""), "a sign alone is not a number: " + signOnly.getMessage());
  }

  @Test
  void unknownSectionNameIsReportedWithLinkBenchsWords() throws IOException {
    ConfigError e = parseError("nlinks\n0 50\n1 100\nfoo\n1 2\n");
    assertTrue(e.getMessage().endsWith(
        "line 4: Unexpected token in distribution file, expected name of next distribution: \"foo\""), e.getMessage());
  }

  @Test
  void nonNumericPercentIsReported() throws IOException {
    ConfigError e = parseError("nlinks\n0 fifty\n");
    assertTrue(e.getMessage().startsWith("Expected to find floating point value in input file "), e.getMessage());
    assertTrue(e.getMessage().endsWith("but found token \"fifty\" (line 2)"), e.getMessage());
  }

  @Test
  void missingPercentAtEndOfFileIsReported() throws IOException {
    ConfigError e = parseError("nlinks\n0 50\n1");
    assertTrue(e.getMessage().endsWith("but found end of file"), e.getMessage());
  }

  @Test
  void pointsMustIncreaseAndEndAtOneHundred() throws IOException {
    assertTrue(parseError("nlinks\n0 50\n0 100\n").getMessage().contains("values must increase"));
    assertTrue(parseError("nlinks\n0 50\n1 40\n2 100\n").getMessage().contains("must not decrease"));
    assertTrue(parseError("nlinks\n0 50\n1 99\n").getMessage().contains("must end at cumulative percent 100"));
    assertTrue(parseError("nlinks\n").getMessage().contains("has no points"));
    assertTrue(parseError("nlinks\n0 50\n1 100\nnlinks 0 100\n").getMessage().contains("appears twice"));
  }

  @Test
  void missingFileAndMissingSectionAreCleanErrors() throws IOException {
    Path absent = dir.resolve("absent.dat");
    ConfigError missing = assertThrows(ConfigError.class, () -> EmpiricalData.read(absent));
    assertEquals("Cannot read distribution data file " + absent + ": no such file", missing.getMessage());
    EmpiricalData data = parse("nlinks 0 100");
    ConfigError noSection = assertThrows(ConfigError.class, () -> data.section("node_nreads"));
    assertTrue(noSection.getMessage().contains("has no section node_nreads"), noSection.getMessage());
  }
}
