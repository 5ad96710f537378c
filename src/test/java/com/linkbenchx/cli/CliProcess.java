package com.linkbenchx.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * Runs the real command line in a separate JVM (the test classpath, so no packaging is needed),
 * with {@code LINKBENCH_HOME} pointing at the project, as {@code bin/linkbench} sets it.
 */
public final class CliProcess {
  /** The project directory (surefire sets the property; the working directory otherwise). */
  public static final Path PROJECT_DIR = com.linkbenchx.TestProject.DIR;

  /**
   * An out-degree law for runs that load a graph to test something else: skewed and shuffled as the
   * shipped law is, at a small fraction of its links. The shipped law gives one id about 960,000
   * links whatever maxid1 is, so a load of a few thousand ids spends nearly all its time on that id.
   * Up to a few thousand ids every id has a link; at maxid1 2001 the heaviest id has about 40,000,
   * enough per link type to be loaded in pieces (122,000 links in all).
   */
  public static final List<String> SMALL_DEGREE_LAW = List.of(
      "-D", "nlinks_func=com.facebook.LinkBench.distributions.ZipfDistribution", "-D", "nlinks_shape=1.4",
      "-D", "nlinks_mean=60");

  /** Exit status and both output streams of one run. */
  public record Result(int exitCode, String stdout, String stderr) {
    public String all() {
      return stdout + stderr;
    }

    /** stderr lines that are not the logger's progress lines: what the user is told went wrong. */
    public List<String> errorLines() {
      return stderr.lines().filter(line -> !line.isBlank() && !LOG_LINE.matcher(line).lookingAt()).toList();
    }
  }

  private static final java.util.regex.Pattern LOG_LINE =
      java.util.regex.Pattern.compile("(TRACE|DEBUG|INFO|WARN) \\d{4}-\\d{2}-\\d{2} ");

  private CliProcess() {
  }

  public static Result run(Path workDir, long timeoutSeconds, String... args) throws IOException, InterruptedException {
    return run(workDir, timeoutSeconds, Map.of(), args);
  }

  public static Result run(Path workDir, long timeoutSeconds, Map<String, String> env, String... args)
      throws IOException, InterruptedException {
    return runWithHeap(workDir, timeoutSeconds, 1024, env, args);
  }

  /** As {@link #run(Path, long, Map, String...)} in a JVM whose heap is {@code heapMegabytes}. */
  public static Result runWithHeap(Path workDir, long timeoutSeconds, int heapMegabytes, Map<String, String> env,
      String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("-Xmx" + heapMegabytes + "m");
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add("com.linkbenchx.cli.Main");
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(workDir.toFile());
    builder.environment().put("LINKBENCH_HOME", PROJECT_DIR.toString());
    builder.environment().putAll(env);
    Path out = Files.createTempFile(workDir, "stdout", ".txt");
    Path err = Files.createTempFile(workDir, "stderr", ".txt");
    builder.redirectOutput(out.toFile()).redirectError(err.toFile());
    Process process = builder.start();
    if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
      throw new AssertionError("linkbench " + String.join(" ", args) + " did not finish within "
          + timeoutSeconds + " s; stderr:\n" + Files.readString(err, StandardCharsets.UTF_8));
    }
    return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
        Files.readString(err, StandardCharsets.UTF_8));
  }
}
