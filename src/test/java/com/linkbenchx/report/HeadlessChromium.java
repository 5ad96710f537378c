package com.linkbenchx.report;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Debian's Chromium, run headless on a local file with networking off: a dead proxy and a host
 * resolver that resolves nothing, so any fetch the page tried would fail and show in the console
 * log. Every run gets a fresh, empty profile.
 */
final class HeadlessChromium {
  private static final long TIMEOUT_SECONDS = 120;
  private static final int VIRTUAL_TIME_BUDGET_MS = 10_000;

  private final Path executable;
  private final Path workDir;

  HeadlessChromium(Path executable, Path workDir) {
    this.executable = executable;
    this.workDir = workDir;
  }

  /** Where the browser is looked for: {@code linkbench.chromium}, else Debian's {@code /usr/bin/chromium}. */
  static Path location() {
    return Path.of(System.getProperty("linkbench.chromium", "/usr/bin/chromium"));
  }

  /** What one browser run printed. */
  record Output(String stdout, String stderr) {
    /** The page's console messages (Chromium logs each as a CONSOLE line on stderr). */
    List<String> consoleLines() {
      return stderr.lines().filter(line -> line.contains(":CONSOLE")).toList();
    }
  }

  /** The DOM after the page's scripts ran. */
  Output dumpDom(Path page) throws IOException, InterruptedException {
    return run(List.of("--dump-dom", page.toUri().toString()), "dump-dom");
  }

  /** A screenshot of the top {@code width} × {@code height} pixels of the page. */
  Output screenshot(Path page, Path png, int width, int height) throws IOException, InterruptedException {
    return run(
        List.of("--hide-scrollbars", "--window-size=" + width + "," + height, "--screenshot=" + png.toAbsolutePath(),
            page.toUri().toString()),
        "screenshot");
  }

  private Output run(List<String> action, String name) throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(workDir, "chromium-profile-");
    Path stdout = workDir.resolve(name + ".stdout");
    Path stderr = workDir.resolve(name + ".stderr");
    List<String> command = new ArrayList<>(List.of(executable.toString(),
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync",
        "--user-data-dir=" + profile,
        "--proxy-server=127.0.0.1:9", "--host-resolver-rules=MAP * ~NOTFOUND",
        "--enable-logging=stderr", "--v=0",
        "--virtual-time-budget=" + VIRTUAL_TIME_BUDGET_MS));
    command.addAll(action);
    Process process = new ProcessBuilder(command)
        .redirectOutput(stdout.toFile())
        .redirectError(stderr.toFile())
        .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
        .start();
    try {
      if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        throw new IllegalStateException("chromium " + name + " did not finish in " + TIMEOUT_SECONDS + " s");
      }
      if (process.exitValue() != 0) {
        throw new IllegalStateException(
            "chromium " + name + " exited with " + process.exitValue() + ":\n" + Files.readString(stderr));
      }
      return new Output(Files.readString(stdout, StandardCharsets.UTF_8),
          Files.readString(stderr, StandardCharsets.UTF_8));
    } finally {
      process.descendants().forEach(ProcessHandle::destroyForcibly);
      process.destroyForcibly();
      deleteTree(profile);
    }
  }

  /** Best effort: a browser helper process still exiting may hold a file; the rest is under target/. */
  private static void deleteTree(Path root) {
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(path);
      }
    } catch (IOException e) {
      System.err.println("left a browser profile behind: " + root + " (" + e.getMessage() + ")");
    }
  }
}
