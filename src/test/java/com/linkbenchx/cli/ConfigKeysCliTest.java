package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The key registry through the real command line: misspelt keys are named with a suggestion, the
 * run says what it will do, a byte-order mark is harmless, the shipped files raise no warning,
 * secrets inside JDBC properties never reach the log, and --help answers.
 */
class ConfigKeysCliTest {
  private static final Path PROJECT = CliProcess.PROJECT_DIR;
  private static final String MEMORY = PROJECT.resolve("config/LinkConfigMemory.properties").toString();
  private static final String MYSQL = PROJECT.resolve("config/LinkConfigMysql.properties").toString();
  private static final String PGSQL = PROJECT.resolve("config/LinkConfigPgsql.properties").toString();
  private static final String EMBEDDED = PROJECT.resolve("config/LinkConfigEmbedded.properties").toString();

  @TempDir
  Path work;

  private static int closedPort() throws Exception {
    try (ServerSocket probe = new ServerSocket(0)) {
      return probe.getLocalPort();
    }
  }

  private static List<String> lines(String text, String containing) {
    return text.lines().filter(line -> line.contains(containing)).toList();
  }

  @Test
  void misspeltKeyIsNamedWithTheKeyItResembles() throws Exception {
    CliProcess.Result result = CliProcess.run(work, 60, "-c", MEMORY, "-l", "-r", "-D", "maxid1=1001",
        "-D", "requesters=1", "-D", "maxtime=1", "-D", "requestrte=100");
    assertEquals(0, result.exitCode(), result.all());
    // The verdict on 20,000/s with one requester is a warning of its own, about the run, not the keys.
    List<String> warnings =
        lines(result.stderr(), "WARN ").stream().filter(line -> !line.contains("Verdict: ")).toList();
    assertEquals(1, warnings.size(), result.stderr());
    assertTrue(warnings.get(0).endsWith("Unknown configuration key requestrte (did you mean requestrate?)"),
        warnings.get(0));
    List<String> plan = lines(result.stderr(), "Plan: ");
    assertEquals(1, plan.size(), result.stderr());
    assertTrue(plan.get(0).contains("Plan: load + request on in-memory store; ids [1, 1001); load: ")
        && plan.get(0).endsWith("; requests: open loop at 20000 requests/s, 1 requester, up to 1 s (warmup 0 s) or"
            + " 5000000000 requests"),
        plan.get(0));
  }

  @Test
  void planStatesAClosedLoopAndTheLoad() throws Exception {
    CliProcess.Result result = CliProcess.run(work, 60, "-c", MEMORY, "-l", "-r", "-D", "maxid1=11",
        "-D", "nlinks_func=CONST", "-D", "nlinks_config=1", "-D", "nlinks_default=2", "-D", "loaders=1",
        "-D", "requesters=2", "-D", "maxtime=1", "-D", "requestrate=0");
    assertEquals(0, result.exitCode(), result.all());
    assertEquals(List.of(), lines(result.stderr(), "WARN "));
    List<String> plan = lines(result.stderr(), "Plan: ");
    assertTrue(plan.get(0).endsWith("Plan: load + request on in-memory store; ids [1, 11); load: 1 loader,"
        + " 10 nodes and about 30 links; requests: closed loop (requestrate 0 <= 0: each requester runs back to back),"
        + " 2 requesters, up to 1 s (warmup 0 s) or 5000000000 requests"), plan.get(0));
  }

  @Test
  void byteOrderMarkDoesNotHideTheFirstKey() throws Exception {
    Path file = work.resolve("bom.properties");
    byte[] body = ("maxid1 = 3001\n" + Files.readString(Path.of(MEMORY), StandardCharsets.ISO_8859_1)
        .replace("maxid1 = 100001", "")).getBytes(StandardCharsets.ISO_8859_1);
    byte[] text = new byte[body.length + 3];
    text[0] = (byte) 0xEF;
    text[1] = (byte) 0xBB;
    text[2] = (byte) 0xBF;
    System.arraycopy(body, 0, text, 3, body.length);
    Files.write(file, text);
    CliProcess.Result result = CliProcess.run(work, 60, "-c", file.toString(), "-r", "-D", "requesters=0");
    assertEquals(0, result.exitCode(), result.all());
    assertEquals(List.of(), lines(result.stderr(), "WARN "));
    assertTrue(lines(result.stderr(), "Plan: ").get(0).contains("ids [1, 3001)"), result.stderr());
  }

  @Test
  void shippedConfigurationsRaiseNoWarning() throws Exception {
    CliProcess.Result memory = CliProcess.run(work, 60, "-c", MEMORY, "-l", "-r", "-D", "requesters=0",
        "-D", "maxid1=11", "-D", "nlinks_func=CONST", "-D", "nlinks_config=1", "-D", "nlinks_default=1");
    assertEquals(0, memory.exitCode(), memory.all());
    assertEquals(List.of(), lines(memory.stderr(), "WARN "));
    // The SQL and embedded runs stop at a bad store key, after every key and the workload were checked.
    for (String config : List.of(MYSQL, PGSQL)) {
      CliProcess.Result result = InProcessCli.run("-c", config, "-l", "-r", "-D", "port=none");
      assertEquals(2, result.exitCode(), result.all());
      assertEquals(List.of(), lines(result.stderr(), "WARN "), config);
      assertTrue(result.stderr().contains("port to be integer, but was 'none'"), result.stderr());
    }
    CliProcess.Result embedded = InProcessCli.run("-c", EMBEDDED, "-l", "-r", "-D", "embedded_port=-1");
    assertEquals(2, embedded.exitCode(), embedded.all());
    assertEquals(List.of(), lines(embedded.stderr(), "WARN "));
  }

  @Test
  void configFileIsFoundInTheInstallationFromAnyDirectory() throws Exception {
    CliProcess.Result result = CliProcess.run(work, 60, "-c", "config/LinkConfigMemory.properties", "-r",
        "-D", "requesters=0");
    assertEquals(0, result.exitCode(), result.all());
    assertTrue(result.stderr().contains("Config file: " + PROJECT.resolve("config/LinkConfigMemory.properties")),
        result.stderr());
  }

  @Test
  void helpPrintsTheUsageTheMainKeysAndWhereTheRestIs() throws Exception {
    for (String option : List.of("--help", "-h")) {
      CliProcess.Result result = InProcessCli.run(option);
      assertEquals(0, result.exitCode(), result.all());
      assertEquals("", result.stderr());
      assertTrue(result.stdout().startsWith("usage: linkbench"), result.stdout());
      assertTrue(result.stdout().contains(" requestrate "), result.stdout());
      assertTrue(result.stdout().contains(" maxid1 "), result.stdout());
      assertTrue(result.stdout().contains("docs/CONFIG.md"), result.stdout());
    }
  }

  @Test
  void secretsInsideJdbcPropertiesNeverReachTheLogEvenAtTrace() throws Exception {
    int closed = closedPort();
    for (String config : List.of(MYSQL, PGSQL)) {
      Path log = work.resolve("trace-" + Path.of(config).getFileName() + ".log");
      List<String> args = new ArrayList<>(List.of("-c", config, "-r", "-D", "host=127.0.0.1", "-D", "port=" + closed,
          "-D", "user=root", "-D", "debuglevel=TRACE", "-D", "password=S3cr3tZero", "-L", log.toString(),
          "-D", "jdbc_url_properties=tcpNoDelay=true&sslpassword=S3cr3tOne&trustCertificateKeyStorePassword="
              + "S3cr3tTwo&apiToken=S3cr3tThree"));
      CliProcess.Result result = InProcessCli.run(args.toArray(String[]::new));
      assertEquals(3, result.exitCode(), result.all());
      String logged = Files.readString(log);
      assertTrue(logged.contains("sslpassword=*****&trustCertificateKeyStorePassword=*****&apiToken=*****"), logged);
      for (String secret : List.of("S3cr3tZero", "S3cr3tOne", "S3cr3tTwo", "S3cr3tThree")) {
        assertFalse(result.all().contains(secret), result.all());
        assertFalse(logged.contains(secret), logged);
      }
    }
  }

  @Test
  void aForbiddenPasswordPropertyIsNamedWithoutItsValue() throws Exception {
    Path log = work.resolve("forbidden.log");
    CliProcess.Result result = InProcessCli.run("-c", MYSQL, "-r", "-D", "host=127.0.0.1",
        "-D", "debuglevel=TRACE", "-L", log.toString(), "-D", "jdbc_url_properties=password=S3cr3tFour");
    assertEquals(2, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.stderr());
    assertTrue(result.errorLines().get(0).contains("jdbc_url_properties must not set 'password'"), result.stderr());
    assertFalse(result.all().contains("S3cr3tFour"), result.all());
    assertFalse(Files.readString(log).contains("S3cr3tFour"));
  }
}
