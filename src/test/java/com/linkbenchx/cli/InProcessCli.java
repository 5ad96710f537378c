package com.linkbenchx.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.apache.logging.log4j.core.config.Configurator;

/**
 * The command line's own entry ({@link Main#run}) inside the test JVM, with stdout and stderr
 * captured: for runs refused before any phase starts (bad options, keys, files, hosts), and for
 * runs whose outputs go to absolute paths and whose process is not under test, where a child JVM
 * would only add its start-up time. Runs that write under the working directory, depend on the
 * JVM's heap, or take signals stay in {@link CliProcess}, because the process is what they test.
 */
public final class InProcessCli {
  private InProcessCli() {
  }

  /** As {@code bin/linkbench args} with {@code LINKBENCH_HOME} set to the project. */
  public static CliProcess.Result run(String... args) {
    return runWithHome(CliProcess.PROJECT_DIR.toString(), args);
  }

  /** With {@code LINKBENCH_HOME} as given (empty: unset). */
  static synchronized CliProcess.Result runWithHome(String linkbenchHome, String... args) {
    PrintStream stdout = System.out;
    PrintStream stderr = System.err;
    Thread.UncaughtExceptionHandler handler = Thread.getDefaultUncaughtExceptionHandler();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int status;
    try (PrintStream capturedOut = new PrintStream(out, true, StandardCharsets.UTF_8);
        PrintStream capturedErr = new PrintStream(err, true, StandardCharsets.UTF_8)) {
      System.setOut(capturedOut);
      System.setErr(capturedErr);
      try {
        status = Main.run(args, linkbenchHome);
      } finally {
        System.setOut(stdout);
        System.setErr(stderr);
        Thread.setDefaultUncaughtExceptionHandler(handler);
        // The run configured Log4j onto the captured stream; the test JVM gets its default back.
        Configurator.reconfigure();
      }
    }
    return new CliProcess.Result(status, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }
}
