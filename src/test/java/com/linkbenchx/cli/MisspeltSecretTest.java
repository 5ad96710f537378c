package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A misspelt secret key ({@code pasword}) is unknown to the run, yet it is still the user's
 * secret: its value reaches no output, neither the log nor any file of the results folder nor the
 * report drawn from it.
 */
class MisspeltSecretTest {
  @TempDir
  Path work;

  @Test
  void aMisspeltPasswordAppearsInNoOutputFile() throws Exception {
    Path folder = work.resolve("results");
    Path log = work.resolve("run.log");
    CliProcess.Result result = CliProcess.run(work, 120, ResultsFolderTest.args(
        new String[] {"-c", ResultsFolderTest.MEMORY, "-l", "-r"}, "-D", "pasword=hunter2", "-D", "passwrod=hunter3",
        "-D", "requesters=2", "-D", "requestrate=200", "-D", "maxtime=1", "-D", "displayfreq=1",
        "-D", "debuglevel=TRACE", "-L", log.toString(), "--results", folder.toString()));
    assertEquals(0, result.exitCode(), result.all());
    assertTrue(Files.readString(log).contains("Unknown configuration key pasword"), "it is still warned about");
    for (Path run : List.of(folder.resolve("load"), folder.resolve("request"))) {
      assertEquals(0, ResultsCommands.report(new String[] {run.toString()}), "report on " + run);
      assertTrue(Files.exists(run.resolve("report.html")));
    }
    List<Path> files;
    try (Stream<Path> walk = Files.walk(work)) {
      files = walk.filter(Files::isRegularFile).toList();
    }
    assertTrue(files.stream().anyMatch(file -> file.endsWith("configuration.properties")), files.toString());
    assertTrue(files.stream().anyMatch(file -> file.endsWith("summary.json")), files.toString());
    for (Path file : files) {
      String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
      assertFalse(text.contains("hunter2") || text.contains("hunter3"), "a secret in " + file);
    }
    assertFalse(result.all().contains("hunter2") || result.all().contains("hunter3"), result.all());
  }
}
