package com.linkbenchx.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.cli.CliChild;
import com.linkbenchx.cli.CliProcess;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Real results folders made by the real command line: a load and request phases against the scripted
 * store (every call takes 1 ms, so every latency drawn on a log axis is above zero; an in-memory
 * store's count batch can take under a microsecond and leave a chart's series empty).
 */
public final class SavedRuns {
  private static final String MEMORY = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();
  private static final String SCRIPTED = "com.linkbenchx.store.scripted.ScriptedDelayStoreProvider";

  private SavedRuns() {
  }

  /** A load of 2,000 ids (the small out-degree law) on the scripted store; returns its results folder. */
  public static Path load(Path work, String name) throws Exception {
    Path folder = work.resolve(name);
    List<String> args = new ArrayList<>(List.of("-c", MEMORY, "-l", "-D", "maxid1=2001", "-D", "linkstore=" + SCRIPTED,
        "-D", "nodestore=" + SCRIPTED, "-D", "scripted_delay_ms=1", "-D", "loaders=2", "-D", "displayfreq=1",
        "--results", folder.toString()));
    args.addAll(CliProcess.SMALL_DEGREE_LAW);
    run(work, args.toArray(String[]::new));
    return folder;
  }

  /**
   * A load of 4,000 ids on the scripted store at 4 ms a call, long enough for several intervals;
   * returns its results folder.
   */
  public static Path longerLoad(Path work, String name) throws Exception {
    Path folder = work.resolve(name);
    run(work, "-c", MEMORY, "-l", "-D", "maxid1=4001", "-D", "linkstore=" + SCRIPTED, "-D", "nodestore=" + SCRIPTED,
        "-D", "scripted_delay_ms=4", "-D", "loaders=2", "-D", "displayfreq=1", "--results", folder.toString());
    return folder;
  }

  /**
   * Two request processes at {@code rate} events/s each, run side by side (as linkbench-drivers
   * runs them) and merged with {@code linkbench merge}; returns the merged folder.
   */
  public static Path mergedRequests(Path work, String name, int rate) throws Exception {
    Path a = work.resolve(name + "-a");
    Path b = work.resolve(name + "-b");
    CliChild first = CliChild.start(work, requestArgs(a, rate, "21"));
    CliChild second = CliChild.start(work, requestArgs(b, rate, "22"));
    CliProcess.Result firstResult = first.await(120);
    CliProcess.Result secondResult = second.await(120);
    assertEquals(0, firstResult.exitCode(), firstResult.all());
    assertEquals(0, secondResult.exitCode(), secondResult.all());
    Path merged = work.resolve(name);
    run(work, "merge", a.toString(), b.toString(), "-o", merged.toString());
    return merged;
  }

  private static String[] requestArgs(Path folder, int rate, String seed) {
    return new String[] {"-c", MEMORY, "-r", "-D", "maxid1=2001", "-D", "linkstore=" + SCRIPTED, "-D",
        "nodestore=" + SCRIPTED, "-D", "scripted_delay_ms=1", "-D", "requesters=4", "-D", "requestrate=" + rate,
        "-D", "maxtime=4", "-D", "displayfreq=1", "-D", "request_random_seed=" + seed, "--results", folder.toString()};
  }

  /** A 4-second request phase at {@code rate} events/s on the scripted store; returns its results folder. */
  public static Path requests(Path work, String name, int rate) throws Exception {
    Path folder = work.resolve(name);
    run(work, "-c", MEMORY, "-r", "-D", "maxid1=2001", "-D", "linkstore=" + SCRIPTED, "-D", "nodestore=" + SCRIPTED,
        "-D", "scripted_delay_ms=1", "-D", "requesters=4", "-D", "requestrate=" + rate, "-D", "maxtime=4",
        "-D", "displayfreq=1", "--results", folder.toString());
    return folder;
  }

  /**
   * Runs independent saves side by side and returns their folders in order: each is a child JVM
   * that mostly waits (on the scripted store's calls, on a phase of fixed length).
   */
  @SafeVarargs
  public static List<Path> sideBySide(Callable<Path>... saves) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(saves.length);
    try {
      List<Future<Path>> running = new ArrayList<>();
      for (Callable<Path> save : saves) {
        running.add(pool.submit(save));
      }
      List<Path> folders = new ArrayList<>();
      for (Future<Path> save : running) {
        try {
          folders.add(save.get());
        } catch (ExecutionException failed) {
          if (failed.getCause() instanceof Error error) {
            throw error; // an assertion of the run: reported as it is
          }
          throw failed;
        }
      }
      return folders;
    } finally {
      pool.shutdownNow();
    }
  }

  private static void run(Path work, String... args) throws Exception {
    CliProcess.Result result = CliProcess.run(work, 120, args);
    assertEquals(0, result.exitCode(), result.all());
  }
}
