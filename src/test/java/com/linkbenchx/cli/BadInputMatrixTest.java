package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * More bad inputs through the real command line (beyond BadConfigurationTest and CommandLineTest):
 * each ends with one line naming the key, file, option or host and what is wrong, the documented
 * exit status, and no stack trace. None needs a running server.
 */
class BadInputMatrixTest {
  private static final String MEMORY = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();
  private static final String MYSQL = CliProcess.PROJECT_DIR.resolve("config/LinkConfigMysql.properties").toString();

  @TempDir
  Path work;

  static int closedPort() throws Exception {
    try (ServerSocket probe = new ServerSocket(0)) {
      return probe.getLocalPort();
    }
  }

  static Stream<Arguments> badInputs() throws Exception {
    int closed = closedPort();
    return Stream.of(
        // name, exit status, text the one line must contain, arguments
        Arguments.of("empty requesters", 2, "requesters", List.of("-c", MEMORY, "-r", "-D", "requesters=")),
        Arguments.of("empty requestrate", 2, "requestrate", List.of("-c", MEMORY, "-r", "-D", "requestrate=")),
        Arguments.of("empty loaders", 2, "loaders", List.of("-c", MEMORY, "-l", "-D", "loaders=")),
        Arguments.of("trailing space in maxid1", 2, "maxid1 to be long integer, but was '1001 '",
            List.of("-c", MEMORY, "-l", "-D", "maxid1=1001 ")),
        Arguments.of("trailing space in requesters", 2, "requesters to be integer, but was '2 '",
            List.of("-c", MEMORY, "-r", "-D", "requesters=2 ")),
        Arguments.of("bad load_existing", 2, "load_existing to be refuse, append or truncate, but was 'maybe'",
            List.of("-c", MEMORY, "-l", "-D", "load_existing=maybe")),
        Arguments.of("bad store_outage_limit_seconds", 2, "store_outage_limit_seconds",
            List.of("-c", MYSQL, "-r", "-D", "store_outage_limit_seconds=-1")),
        Arguments.of("unwritable -L", 1, "Could not open file /nonexistent-dir/x.log for writing",
            List.of("-c", MEMORY, "-l", "-L", "/nonexistent-dir/x.log")),
        Arguments.of("unwritable --hdrlog", 1, "Could not open file /nonexistent-dir/h.hlog for writing",
            List.of("-c", MEMORY, "-l", "--hdrlog", "/nonexistent-dir/h.hlog")),
        Arguments.of("unwritable --csvstats", 1, "Could not open file /nonexistent-dir/s.csv for writing",
            List.of("-c", MEMORY, "-l", "--csvstats", "/nonexistent-dir/s.csv")),
        Arguments.of("unknown long option", 1, "Unrecognized option: --frobnicate",
            List.of("-c", MEMORY, "-l", "--frobnicate")),
        Arguments.of("trailing argument", 1, "Invalid trailing arguments: extra",
            List.of("-c", MEMORY, "-l", "extra")),
        Arguments.of("bad port", 2, "port to be integer, but was 'abc'", List.of("-c", MYSQL, "-r", "-D", "port=abc")),
        Arguments.of("port out of range", 2, "port to be in range [1, 65535], but was '70000'",
            List.of("-c", MYSQL, "-r", "-D", "port=70000")),
        Arguments.of("dbid not an identifier", 2, "dbid", List.of("-c", MYSQL, "-r", "-D", "dbid=link;drop")),
        Arguments.of("unresolvable host", 3, "Cannot connect to MySQL at no-such-host.invalid:3306: unknown host",
            List.of("-c", MYSQL, "-r", "-D", "host=no-such-host.invalid", "-D", "user=root")),
        Arguments.of("nothing listening", 3, "Cannot connect to MySQL at 127.0.0.1:" + closed + ": connection refused",
            List.of("-c", MYSQL, "-r", "-D", "host=127.0.0.1", "-D", "port=" + closed, "-D", "user=root")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badInputs")
  void oneCleanLine(String name, int status, String named, List<String> args) throws Exception {
    CliProcess.Result result = CliProcess.run(work, 60, args.toArray(String[]::new));
    assertEquals(status, result.exitCode(), result.all());
    List<String> lines = result.errorLines();
    assertTrue(lines.size() >= 1, result.stderr());
    assertTrue(lines.get(0).contains(named), "expected '" + named + "' in: " + lines.get(0));
    if (status != 1) {
      assertEquals(1, lines.size(), "expected one line:\n" + result.stderr());
    }
    assertFalse(result.all().contains("\tat "), result.all());
    assertFalse(result.all().contains("LOAD PHASE"), result.all());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badDataFiles")
  void malformedDataFileIsNamed(String name, String content) throws Exception {
    Path dataFile = work.resolve("broken.dat");
    Files.writeString(dataFile, content);
    List<String> args = new ArrayList<>(List.of("-c", MEMORY, "-l", "-D", "maxid1=1001", "-D", "data_file=" + dataFile));
    CliProcess.Result result = CliProcess.run(work, 60, args.toArray(String[]::new));
    assertEquals(2, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.stderr());
    assertTrue(result.errorLines().get(0).contains("broken.dat"), result.stderr());
    assertFalse(result.all().contains("\tat "), result.all());
  }

  static Stream<Arguments> badDataFiles() {
    return Stream.of(
        Arguments.of("empty file", ""),
        Arguments.of("truncated section", "[nlinks]\nx 0 45.3\n"),
        Arguments.of("binary garbage", "\u0000\u0001\u0002 not a distribution\n"));
  }
}
