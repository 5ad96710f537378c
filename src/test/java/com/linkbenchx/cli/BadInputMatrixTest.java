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
  private static final String PGSQL = CliProcess.PROJECT_DIR.resolve("config/LinkConfigPgsql.properties").toString();
  private static final String SCRIPTED = "linkstore=com.linkbenchx.store.scripted.ScriptedDelayStoreProvider";
  private static final String HOST = "host to be a host name, an IPv4 address or a bracketed IPv6 address";

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
            List.of("-c", MYSQL, "-r", "-D", "host=127.0.0.1", "-D", "port=" + closed, "-D", "user=root")),
        // -D and the command line
        Arguments.of("-D without '='", 2, "Expected -D key=value, but was '-D foo' (no '=')",
            List.of("-c", MEMORY, "-l", "-D", "foo")),
        Arguments.of("-Dkey without '='", 2, "Expected -D key=value, but was '-D requesters' (no '=')",
            List.of("-c", MEMORY, "-r", "-Drequesters")),
        Arguments.of("-D without a key", 2, "Expected -D key=value, but was '-D =5' (no key before '=')",
            List.of("-c", MEMORY, "-l", "-D", "=5")),
        Arguments.of("-c names a directory", 1, "is a directory; name a configuration file in it, e.g. -c ",
            List.of("-c", CliProcess.PROJECT_DIR.resolve("config").toString(), "-l")),
        Arguments.of("-c names nothing here or installed", 1,
            "Cannot read config file no-such.properties: no such file in the working directory",
            List.of("-c", "no-such.properties", "-l")),
        // unknown keys under strict_keys
        Arguments.of("strict: misspelt key", 2, "Unknown configuration key requestrte (did you mean requestrate?)",
            List.of("-c", MEMORY, "-r", "-D", "strict_keys=true", "-D", "requestrte=100")),
        Arguments.of("strict: another store's key", 2,
            "Configuration key host is not read by the configured store (in-memory store)",
            List.of("-c", MEMORY, "-r", "-D", "strict_keys=true", "-D", "host=db")),
        Arguments.of("strict_keys not a boolean", 2, "strict_keys to be true or false, but was 'maybe'",
            List.of("-c", MEMORY, "-r", "-D", "strict_keys=maybe")),
        // host and port, refused before any URL is built
        Arguments.of("MySQL host with URL properties", 2,
            HOST + ", but was '127.0.0.1/db?allowLoadLocalInfile=true&x='",
            List.of("-c", MYSQL, "-r", "-D", "host=127.0.0.1/db?allowLoadLocalInfile=true&x=")),
        Arguments.of("PostgreSQL host with URL properties", 2,
            HOST + ", but was '127.0.0.1/linkbench?ApplicationName=X&x='",
            List.of("-c", PGSQL, "-r", "-D", "host=127.0.0.1/linkbench?ApplicationName=X&x=")),
        Arguments.of("host with a port", 2, HOST + ", but was '127.0.0.1:3306'",
            List.of("-c", MYSQL, "-r", "-D", "host=127.0.0.1:3306")),
        Arguments.of("IPv4 address out of range", 2, HOST + ", but was '256.0.0.1'",
            List.of("-c", PGSQL, "-r", "-D", "host=256.0.0.1")),
        Arguments.of("empty host", 2, HOST + ", but was ''", List.of("-c", MYSQL, "-r", "-D", "host=")),
        Arguments.of("PostgreSQL port out of range", 2, "port to be in range [1, 65535], but was '0'",
            List.of("-c", PGSQL, "-r", "-D", "port=0")),
        // JDBC properties: named, never their values
        Arguments.of("forbidden JDBC property", 2, "jdbc_url_properties must not set 'allowMultiQueries'",
            List.of("-c", MYSQL, "-r", "-D", "host=127.0.0.1", "-D", "jdbc_url_properties=allowMultiQueries=true")),
        Arguments.of("malformed JDBC properties", 2, "jdbc_url_properties to be name=value pairs joined by '&',"
            + " but found 'sslMode'",
            List.of("-c", MYSQL, "-r", "-D", "host=127.0.0.1",
                "-D", "jdbc_url_properties=sslMode")),
        Arguments.of("password glued to its JDBC name", 2, "but found '*****'", List.of("-c", PGSQL, "-r",
            "-D", "host=127.0.0.1", "-D", "jdbc_url_properties=sslpasswordS3cr3t")),
        // values of keys the registry now checks
        Arguments.of("bad latency_headline", 2, "latency_headline to be response or service, but was 'fast'",
            List.of("-c", MEMORY, "-r", "-D", "latency_headline=fast")),
        Arguments.of("request_queue_capacity 0", 2, "request_queue_capacity to be in range [1, 67108864], but was '0'",
            List.of("-c", MEMORY, "-r", "-D", "request_queue_capacity=0")),
        Arguments.of("handoff_spin_share above 1", 2, "handoff_spin_share to be a share of one core from 0 to 1,"
            + " but was '2'", List.of("-c", MEMORY, "-r", "-D", "handoff_spin_share=2")),
        Arguments.of("negative shutdown_grace", 2, "shutdown_grace to be in range [0, ",
            List.of("-c", MEMORY, "-r", "-D", "shutdown_grace=-1")),
        Arguments.of("displayfreq 0 in the load phase", 2, "displayfreq to be in range [1, ",
            List.of("-c", MEMORY, "-l", "-D", "displayfreq=0")),
        Arguments.of("id2gen_config 2", 2, "id2gen_config to be in range [0, 1], but was '2'",
            List.of("-c", MEMORY, "-r", "-D", "id2gen_config=2")),
        Arguments.of("getlinklist_history above 100", 2,
            "getlinklist_history to be a percentage in [0, 100], but was '150'",
            List.of("-c", MEMORY, "-r", "-D", "getlinklist_history=150")),
        Arguments.of("read_uncorr_blend above 100", 2,
            "read_uncorr_blend to be a percentage in [0, 100], but was '101'",
            List.of("-c", MEMORY, "-r", "-D", "read_uncorr_blend=101")),
        Arguments.of("multiget max not above min", 2, "link_multiget_dist_max to be > link_multiget_dist_min (1)",
            List.of("-c", MEMORY, "-r", "-D", "link_multiget_dist_max=1")),
        Arguments.of("mixed-case bulk batch not a number", 2, "MySQL_bulk_insert_batch to be integer, but was 'many'",
            List.of("-c", MYSQL, "-r", "-D", "host=127.0.0.1", "-D", "MySQL_bulk_insert_batch=many")),
        Arguments.of("bulk batch 0", 2, "mysql_bulk_insert_batch to be in range [1, 1048576], but was '0'",
            List.of("-c", MYSQL, "-r", "-D", "host=127.0.0.1", "-D", "mysql_bulk_insert_batch=0")),
        Arguments.of("pgsql_database not an identifier", 2, "pgsql_database",
            List.of("-c", PGSQL, "-r", "-D", "host=127.0.0.1", "-D", "pgsql_database=link;drop")),
        Arguments.of("missing password_file", 2, "Cannot read password_file " + "/no/such/password: no such file",
            List.of("-c", MYSQL, "-r", "-D", "host=127.0.0.1", "-D", "password_file=/no/such/password")),
        Arguments.of("embedded_port out of range", 2, "embedded_port to be in range [0, 65535], but was '70000'",
            List.of("-c", MEMORY, "-r", "-D", "linkstore=com.linkbenchx.store.embedded.EmbeddedMariaDbStoreProvider",
                "-D", "embedded_port=70000")),
        Arguments.of("negative scripted delay", 2, "scripted_delay_ms to be a finite number >= 0, but was '-1'",
            List.of("-c", MEMORY, "-r", "-D", SCRIPTED, "-D", "scripted_delay_ms=-1")),
        Arguments.of("load_random_seed not a number", 2, "load_random_seed to be long integer, but was 'abc'",
            List.of("-c", MEMORY, "-l", "-D", "load_random_seed=abc")),
        Arguments.of("warmup_time not a number", 2, "warmup_time to be long integer, but was '5s'",
            List.of("-c", MEMORY, "-r", "-D", "warmup_time=5s")),
        Arguments.of("warmup_time as long as maxtime", 2,
            "Configuration error: Expected configuration key warmup_time to be less than maxtime (5 s), but was '5'",
            List.of("-c", MEMORY, "-r", "-D", "maxtime=5", "-D", "warmup_time=5")),
        // config file edges
        Arguments.of("-c /dev/null", 1, "Cannot read config file /dev/null: it is empty",
            List.of("-c", "/dev/null", "-l")),
        Arguments.of("-c /dev/zero", 1, "Cannot read config file /dev/zero: it is larger than 1 MiB",
            List.of("-c", "/dev/zero", "-l")),
        Arguments.of("a second -c", 1, "Option -c given 2 times (" + MEMORY + ", " + MYSQL + "): give it once",
            List.of("-c", MEMORY, "-c", MYSQL, "-l")),
        Arguments.of("a second --results", 1, "Option --results given 2 times (none, r2): give it once",
            List.of("-c", MEMORY, "--results", "none", "--results", "r2", "-l")),
        // a rejected value is echoed on its own line, its line ends escaped: no forged log line
        Arguments.of("line end in a rejected value", 2,
            "Configuration error: Expected configuration key maxid1 to be long integer, but was '10\\nINFO forged'",
            List.of("-c", MEMORY, "-l", "-D", "maxid1=10\nINFO forged")));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badInputs")
  void oneCleanLine(String name, int status, String named, List<String> args) throws Exception {
    CliProcess.Result result = InProcessCli.run(args.toArray(String[]::new));
    assertEquals(status, result.exitCode(), result.all());
    List<String> lines = result.errorLines();
    assertTrue(lines.size() >= 1, result.stderr());
    assertTrue(lines.get(0).contains(named), "expected '" + named + "' in: " + lines.get(0));
    if (status != 1) {
      assertEquals(1, lines.size(), "expected one line:\n" + result.stderr());
    }
    assertFalse(result.all().contains("\tat "), result.all());
    assertFalse(result.all().contains("LOAD PHASE"), result.all());
    assertFalse(result.all().contains("LinkBenchConfigError"), "a Java class name in: " + lines.get(0));
  }

  /** A key written twice in the -c file: refused (exit 2) rather than the last one silently winning. */
  @org.junit.jupiter.api.Test
  void aKeySetTwiceInTheConfigFileIsRefused() throws Exception {
    Path config = work.resolve("twice.properties");
    Files.writeString(config, Files.readString(Path.of(MEMORY)) + "\nmaxid1 = 5\nmaxid1 = 7\n");
    CliProcess.Result result = CliProcess.run(work, 60, "-c", config.toString(), "-l");
    assertEquals(2, result.exitCode(), result.all());
    assertEquals(List.of("Configuration error: Configuration key maxid1 is set twice in config file " + config
        + ": keep one line"), result.errorLines());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badDataFiles")
  void malformedDataFileIsNamed(String name, String content) throws Exception {
    Path dataFile = work.resolve("broken.dat");
    Files.writeString(dataFile, content);
    List<String> args =
        new ArrayList<>(List.of("-c", MEMORY, "-l", "-D", "maxid1=1001", "-D", "data_file=" + dataFile));
    CliProcess.Result result = InProcessCli.run(args.toArray(String[]::new));
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
