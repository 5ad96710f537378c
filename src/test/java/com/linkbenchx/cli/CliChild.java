package com.linkbenchx.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The real command line running in a child JVM in the background, for tests that act on the run
 * while it is going (kill connections, stop the server, send signals). SIGINT is reset to its
 * default in the child ({@code env --default-signal=INT}) because a background parent may have
 * it ignored, and ignored signals stay ignored across exec.
 */
public final class CliChild {
  private final Process process;
  private final Path out;
  private final Path err;

  private CliChild(Process process, Path out, Path err) {
    this.process = process;
    this.out = out;
    this.err = err;
  }

  public static CliChild start(Path workDir, String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of("env", "--default-signal=INT"));
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(List.of("-Xmx512m", "-cp", System.getProperty("java.class.path"), "com.linkbenchx.cli.Main"));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile());
    builder.environment().put("LINKBENCH_HOME", CliProcess.PROJECT_DIR.toString());
    Path out = Files.createTempFile(workDir, "stdout", ".txt");
    Path err = Files.createTempFile(workDir, "stderr", ".txt");
    builder.redirectOutput(out.toFile()).redirectError(err.toFile());
    return new CliChild(builder.start(), out, err);
  }

  public String stderrSoFar() throws IOException {
    return Files.readString(err, StandardCharsets.UTF_8);
  }

  /** Waits until stderr contains {@code text}; false on timeout or if the process ended first. */
  public boolean awaitOutput(String text, long timeoutSeconds) throws IOException, InterruptedException {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
    while (System.nanoTime() - deadline < 0) {
      if (stderrSoFar().contains(text)) {
        return true;
      }
      if (!process.isAlive()) {
        return stderrSoFar().contains(text);
      }
      Thread.sleep(100);
    }
    return false;
  }

  void signal(String name) throws IOException, InterruptedException {
    new ProcessBuilder("kill", "-" + name, Long.toString(process.pid())).inheritIO().start().waitFor();
  }

  public CliProcess.Result await(long timeoutSeconds) throws IOException, InterruptedException {
    if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
      throw new AssertionError("linkbench did not finish within " + timeoutSeconds + " s; stderr:\n" + stderrSoFar());
    }
    return new CliProcess.Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8), stderrSoFar());
  }
}
