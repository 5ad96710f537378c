package com.linkbenchx.results.export;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.cli.CliProcess;
import java.nio.file.Path;

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

  /** A load of 2,000 ids on the scripted store; returns its results folder. */
  public static Path load(Path work, String name) throws Exception {
    Path folder = work.resolve(name);
    run(work, "-c", MEMORY, "-l", "-D", "maxid1=2001", "-D", "linkstore=" + SCRIPTED, "-D", "nodestore=" + SCRIPTED,
        "-D", "scripted_delay_ms=1", "-D", "loaders=2", "-D", "displayfreq=1", "--results", folder.toString());
    return folder;
  }

  /** A 4-second request phase at {@code rate} events/s on the scripted store; returns its results folder. */
  public static Path requests(Path work, String name, int rate) throws Exception {
    Path folder = work.resolve(name);
    run(work, "-c", MEMORY, "-r", "-D", "maxid1=2001", "-D", "linkstore=" + SCRIPTED, "-D", "nodestore=" + SCRIPTED,
        "-D", "scripted_delay_ms=1", "-D", "requesters=4", "-D", "requestrate=" + rate, "-D", "maxtime=4",
        "-D", "displayfreq=1", "--results", folder.toString());
    return folder;
  }

  private static void run(Path work, String... args) throws Exception {
    CliProcess.Result result = CliProcess.run(work, 120, args);
    assertEquals(0, result.exitCode(), result.all());
  }
}
