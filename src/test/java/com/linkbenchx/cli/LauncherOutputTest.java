package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * bin/linkbench names the java and heap it uses before a benchmark run, and not before --help,
 * report or merge, whose output is theirs alone. The launcher runs from a copy beside an empty
 * jar, so the JVM it starts fails at once; only the launcher's own lines are looked at.
 */
class LauncherOutputTest {
  @TempDir
  Path home;

  private String launch(String... args) throws Exception {
    Path bin = Files.createDirectories(home.resolve("bin"));
    Path launcher = bin.resolve("linkbench");
    if (!Files.exists(launcher)) {
      Files.copy(CliProcess.PROJECT_DIR.resolve("bin/linkbench"), launcher);
      Files.setPosixFilePermissions(launcher, PosixFilePermissions.fromString("rwxr-xr-x"));
      Files.createDirectories(home.resolve("lib"));
      Files.write(home.resolve("lib/linkbenchx-0.jar"), new byte[0]);
    }
    List<String> command = new ArrayList<>(List.of(launcher.toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(home.toFile())
        .redirectErrorStream(true).redirectOutput(home.resolve("out.txt").toFile());
    builder.environment().put("JAVA_HOME", System.getProperty("java.home"));
    Process process = builder.start();
    assertTrue(process.waitFor(60, TimeUnit.SECONDS), "the launcher did not finish");
    return Files.readString(home.resolve("out.txt"), StandardCharsets.UTF_8);
  }

  @Test
  void javaAndHeapLinesOnlyBeforeABenchmarkRun() throws Exception {
    for (String[] args : List.of(new String[] {"--help"}, new String[] {"-h"}, new String[] {"report", "x"},
        new String[] {"merge", "x", "-o", "y"})) {
      String output = launch(args);
      assertFalse(output.contains("Using java at") || output.contains("Using heap"), String.join(" ", args)
          + ": " + output);
    }
    String run = launch("-l");
    assertTrue(run.contains("Using java at: ") && run.contains("Using heap: "), run);
  }
}
