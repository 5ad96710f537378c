package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.store.mongodb.TestMongoServer;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Bad MongoDB inputs through the real command line: each ends with one line naming the cause and
 * its documented status, without a stack trace, without a password, and without the driver's 30 s
 * wait for an unreachable server.
 */
class MongoBadInputTest {
  private static final String SECRET = "S3cr3tMongoValue";

  @TempDir
  Path work;

  private static String[] args(String url, String... more) {
    List<String> args = new ArrayList<>(List.of(
        "-c", CliProcess.PROJECT_DIR.resolve("config/LinkConfigMongoDb.properties").toString(), "-D", "url=" + url,
        "-D", "maxid1=101", "-D", "loaders=1", "-D", "requesters=1", "-D", "maxtime=2"));
    args.addAll(List.of(more));
    return args.toArray(String[]::new);
  }

  /**
   * A run that loads (it writes results under its working directory) or talks to the test server
   * (whose own log lines would join the captured stderr in-process): its own JVM.
   */
  private CliProcess.Result run(String url, String... more) throws Exception {
    return CliProcess.run(work, 60, args(url, more));
  }

  /** A run refused before any phase: in-process. */
  private static CliProcess.Result refused(String url, String... more) {
    return InProcessCli.run(args(url, more));
  }

  private static void assertOneLine(CliProcess.Result result, int status, String... named) {
    assertEquals(status, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.stderr());
    for (String text : named) {
      assertTrue(result.errorLines().get(0).contains(text), "expected '" + text + "' in " + result.errorLines().get(0));
    }
    assertFalse(result.all().contains("\tat "), result.all());
  }

  private static int closedPort() throws Exception {
    try (ServerSocket socket = new ServerSocket(0)) {
      return socket.getLocalPort();
    }
  }

  @Test
  void anUnreachableServerIsOneLineWithinSeconds() throws Exception {
    int port = closedPort();
    long start = System.nanoTime();
    CliProcess.Result result = refused("mongodb://127.0.0.1:" + port, "-r");
    long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);

    assertOneLine(result, 3, "Store error: Cannot connect to MongoDB at 127.0.0.1:" + port + ": connection refused",
        "no server answered within 5000 ms (serverSelectionTimeoutMS)");
    assertTrue(seconds < 20, seconds + " s");
  }

  @Test
  void aPasswordInTheUrlIsNeverPrintedEvenAtDebug() throws Exception {
    int port = closedPort();
    CliProcess.Result result = refused("mongodb://linkbench:" + SECRET + "@127.0.0.1:" + port
        + "/?serverSelectionTimeoutMS=300", "-r", "-D", "debuglevel=DEBUG");

    assertEquals(3, result.exitCode(), result.all());
    assertFalse(result.all().contains(SECRET), result.all());
    assertTrue(result.all().contains("url=mongodb://linkbench:*****@127.0.0.1:" + port), result.stderr());
  }

  @Test
  void levelTwoOnAServerWithoutTransactionsIsRefused() throws Exception {
    try (TestMongoServer server = TestMongoServer.start()) {
      CliProcess.Result result = run(server.url(), "-l", "-D", "transaction_support_level=2");
      assertOneLine(result, 3, "transaction_support_level=2 needs multi-document transactions",
          "no logical sessions", "set transaction_support_level=0");
    }
  }

  @Test
  void badKeysAreConfigurationErrors() throws Exception {
    String url = "mongodb://127.0.0.1:" + closedPort();
    assertOneLine(refused(url, "-l", "-D", "transaction_support_level=3"), 2,
        "Expected configuration key transaction_support_level to be 0, 1 or 2, but was '3'");
    assertOneLine(refused("", "-l", "-D", "host=db.example.com/admin"), 2,
        "Expected configuration key host to be a host"
            + " name, an IPv4 address or a bracketed IPv6 address, but was 'db.example.com/admin' (use url for a full"
            + " connection string)");
    assertOneLine(refused(url + "/?maxPoolSise=4", "-l"), 2, "Configuration key url has option 'maxPoolSise'");
    assertOneLine(refused(url, "-l", "-D", "mongo_bulk_insert_batch=0"), 2, "mongo_bulk_insert_batch");
  }

  @Test
  void theOriginalClassNamesRunTheMongoStore() throws Exception {
    try (TestMongoServer server = TestMongoServer.start()) {
      for (String original : List.of("com.percona.LinkBench.LinkStoreMongoDBv2",
          "com.facebook.LinkBench.LinkStoreMongoDb2")) {
        CliProcess.Result result = run(server.url(), "-l", "-D", "linkstore=" + original, "-D", "nodestore=" + original,
            "-D", "dbid=alias" + Math.abs(original.hashCode()));
        assertEquals(0, result.exitCode(), result.all());
        assertTrue(result.stderr().contains("Using store MongoDB at 127.0.0.1:" + server.port()), result.stderr());
        assertTrue(result.stderr().contains("LOAD PHASE COMPLETED.  Loaded 100 nodes"), result.stderr());
      }
    }
  }

  @Test
  void theShippedConfigurationPassesStrictKeysAndMisspeltMongoKeysAreNamed() throws Exception {
    try (TestMongoServer server = TestMongoServer.start()) {
      CliProcess.Result result = run(server.url(), "-l", "-D", "strict_keys=true", "-D", "dbid=strict");
      assertEquals(0, result.exitCode(), result.all());
      assertFalse(result.stderr().toLowerCase(Locale.ROOT).contains("configuration key"), result.stderr());
    }
    String url = "mongodb://127.0.0.1:" + closedPort();
    assertOneLine(refused(url, "-l", "-D", "strict_keys=true", "-D", "mongo_write_concen=majority"), 2,
        "Unknown configuration key mongo_write_concen (did you mean mongo_write_concern?)");
    assertOneLine(refused(url, "-l", "-D", "strict_keys=true", "-D", "jdbc_url_properties=sslMode=REQUIRED"), 2,
        "Configuration key jdbc_url_properties is not read by the configured store");
  }
}
