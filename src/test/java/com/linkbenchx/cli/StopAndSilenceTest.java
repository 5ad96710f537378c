package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.linkbenchx.store.sql.SilentListener;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The real command line never hangs: a server that accepts connections and answers nothing ends
 * the run with exit 3 in one line, and the first SIGTERM ends it at every stage (connecting to such
 * a server, waiting for start_at, loading, requesting) with what was measured written. The bounds
 * here are loose (a shared, busy machine); the stop times themselves are measured by hand.
 */
class StopAndSilenceTest {
  /** Far below the 10 s connect timeout and any start_at: the stop, not a timeout, ended the run. */
  private static final double STOP_BOUND_SECONDS = 8;
  private static final String MYSQL = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMysql.properties").toString();
  private static final String PGSQL = CliProcess.PROJECT_DIR.resolve("config/LinkConfigPgsql.properties").toString();

  @TempDir
  Path work;
  private SilentListener silent;

  @BeforeEach
  void listenSilently() throws IOException {
    silent = new SilentListener();
  }

  @AfterEach
  void close() throws IOException {
    silent.close();
  }

  private String[] silentServer(String config, String... more) {
    List<String> args = new ArrayList<>(List.of("-c", config, "-r", "-D", "host=127.0.0.1", "-D",
        "port=" + silent.port(), "-D", "user=someone", "-D", "password=s3cret-Passw0rd", "-D", "maxtime=5"));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  @ParameterizedTest
  @ValueSource(strings = {"mysql", "pgsql"})
  void aSilentServerEndsTheRunWithExit3InOneLine(String store) throws Exception {
    CliProcess.Result result = CliProcess.run(work, 60, silentServer(store.equals("mysql") ? MYSQL : PGSQL,
        "-D", "store_connect_timeout_seconds=2"));
    assertEquals(3, result.exitCode(), result.all());
    List<String> errors = result.stderr().lines().filter(line -> line.startsWith("ERROR")).toList();
    assertEquals(1, errors.size(), result.stderr());
    assertTrue(errors.get(0).contains("at 127.0.0.1:" + silent.port() + ": no answer within 2 s"
        + " (store_connect_timeout_seconds)"), errors.get(0));
    assertFalse(result.all().contains("s3cret-Passw0rd"));
  }

  @Test
  void sigtermWhileConnectingToASilentServerEndsTheRunAtOnce() throws Exception {
    CliChild child = CliChild.start(work, silentServer(MYSQL));
    assertTrue(child.awaitOutput("Plan:", 60), child.stderrSoFar());
    Thread.sleep(500); // connecting
    stopSaying(child, "Stopped while connecting to the store: nothing was measured");
  }

  @Test
  void sigtermWhileWaitingForStartAtEndsTheRunAndNoPhaseStarts() throws Exception {
    Path folder = work.resolve("waiting");
    CliChild child = CliChild.start(work, ResultsFolderTest.args(new String[] {"-c", ResultsFolderTest.MEMORY, "-r"},
        ResultsFolderTest.SCRIPTED_STORE[0], ResultsFolderTest.SCRIPTED_STORE[1], ResultsFolderTest.SCRIPTED_STORE[2],
        ResultsFolderTest.SCRIPTED_STORE[3], "-D", "start_at=" + Instant.now().plusSeconds(3600),
        "--results", folder.toString()));
    assertTrue(child.awaitOutput("s for start_at", 60), child.stderrSoFar());
    CliProcess.Result stopped = stopSaying(child, "Stopped while waiting for start_at");
    assertFalse(stopped.stdout().contains("Processing Requests"), stopped.stdout());
    assertFalse(stopped.all().contains("REQUEST PHASE COMPLETED"), stopped.all());
  }

  @Test
  void aStartAtBeyondADayIsRefusedBeforeAnythingRuns() throws Exception {
    CliProcess.Result result = CliProcess.run(work, 60, ResultsFolderTest.args(
        new String[] {"-c", ResultsFolderTest.MEMORY, "-r"}, "-D", "start_at=9999-01-01T00:00:00Z"));
    assertEquals(2, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.stderr());
    assertTrue(result.errorLines().get(0).contains("Expected configuration key start_at to be at most 24 h ahead"
        + " (before "), result.stderr());
    assertTrue(result.errorLines().get(0).endsWith("but was '9999-01-01T00:00:00Z'"), result.stderr());
  }

  /** Every call of the scripted store takes a minute: the workers are inside a store call when the stop comes. */
  private static String[] stuckStore(String phase, Path folder, String... more) {
    List<String> args = new ArrayList<>(List.of("-c", ResultsFolderTest.MEMORY, phase,
        "-D", "linkstore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider",
        "-D", "nodestore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider", "-D", "scripted_delay_ms=60000",
        "-D", "maxid1=20001", "--results", folder.toString()));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  @Test
  void sigtermWhileLoadersAreInsideAStoreCallEndsTheLoadAndWritesWhatWasLoaded() throws Exception {
    Path folder = work.resolve("load");
    CliChild child = CliChild.start(work, stuckStore("-l", folder));
    assertTrue(child.awaitOutput("Starting loaders", 60), child.stderrSoFar());
    Thread.sleep(1000); // inside their first store call
    CliProcess.Result stopped = stopSaying(child, "2 of 2 loaders are still inside a store call 2 s after the stop");
    assertTrue(stopped.stderr().contains("LOAD PHASE INTERRUPTED"), stopped.stderr());
    assertEquals(143, ResultsFolderTest.summary(folder).path("run").path("exit_status").asInt());
  }

  @Test
  void sigtermWhileRequestersAreInsideAStoreCallEndsThePhaseAndWritesWhatWasMeasured() throws Exception {
    Path folder = work.resolve("stuck-requests");
    CliChild child = CliChild.start(work, stuckStore("-r", folder, "-D", "requesters=2", "-D", "requestrate=20",
        "-D", "shutdown_grace=60"));
    assertTrue(child.awaitOutput("requesters connected", 60), child.stderrSoFar());
    Thread.sleep(1000); // inside their first store call
    stopSaying(child, "2 requesters are still inside a store call 2 s after the stop");
    JsonNode summary = ResultsFolderTest.summary(folder);
    assertEquals(143, summary.path("run").path("exit_status").asInt());
    assertTrue(Files.size(folder.resolve("report.html")) > 0);
  }

  /** Sends SIGTERM; the run must end with 143 well within the bound, saying {@code line}. */
  private static CliProcess.Result stopSaying(CliChild child, String line) throws Exception {
    long sent = System.nanoTime();
    child.signal("TERM");
    CliProcess.Result result = child.await(60);
    double seconds = (System.nanoTime() - sent) / 1e9;
    assertEquals(143, result.exitCode(), result.all());
    assertTrue(seconds < STOP_BOUND_SECONDS, seconds + " s");
    assertTrue(result.stderr().contains(line), result.stderr());
    return result;
  }
}
