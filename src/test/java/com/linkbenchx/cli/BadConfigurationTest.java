package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Bad configuration values through the real command line: each ends with one line naming the key
 * (or file) and what is wrong, exit status 2, no stack trace, and nothing loaded.
 */
class BadConfigurationTest {
  private static final String MEMORY_CONFIG =
      CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString();

  @TempDir
  Path work;

  static Stream<Arguments> badValues() {
    return Stream.of(
        Arguments.of("maxid1=ten", "maxid1"),
        Arguments.of("maxid1=", "maxid1"),
        Arguments.of("loaders=2.5", "loaders"),
        Arguments.of("loaders=-1", "loaders"),
        Arguments.of("requesters=-4", "requesters"),
        Arguments.of("requesters=lots", "requesters"),
        Arguments.of("startid1=0", "startid1"),
        Arguments.of("maxid1=1", "maxid1"),
        Arguments.of("maxtime=abc", "maxtime"),
        Arguments.of("requestrate=1e3", "requestrate"),
        Arguments.of("addlink=20", "100"),
        Arguments.of("getlinklist=-5", "getlinklist"),
        Arguments.of("link_datasize=big", "link_datasize"),
        Arguments.of("generate_nodes=yes", "generate_nodes"),
        Arguments.of("linkstore=com.example.NoSuchStore", "com.example.NoSuchStore"),
        Arguments.of("read_function=com.example.NoSuchDistribution", "com.example.NoSuchDistribution"),
        Arguments.of("link_add_datagen=com.example.NoSuchGenerator", "com.example.NoSuchGenerator"),
        Arguments.of("nlinks_func=com.example.NoSuchDegree", "com.example.NoSuchDegree"),
        Arguments.of("debuglevel=LOUD", "LOUD"),
        Arguments.of("workload_file=config/NoSuchWorkload.properties", "NoSuchWorkload.properties"),
        Arguments.of("data_file=config/NoSuchDistribution.dat", "NoSuchDistribution.dat"),
        Arguments.of("link_type_count=0", "link_type_count"),
        Arguments.of("loader_chunk_size=0", "loader_chunk_size"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("badValues")
  void badValueIsOneCleanLine(String override, String named) throws Exception {
    List<String> args = new ArrayList<>(List.of("-c", MEMORY_CONFIG, "-l", "-r", "-D", "maxid1=1001"));
    args.add("-D");
    args.add(override);
    CliProcess.Result result = InProcessCli.run(args.toArray(String[]::new));
    assertEquals(2, result.exitCode(), result.all());
    List<String> lines = result.errorLines();
    assertEquals(1, lines.size(), "expected one line, got:\n" + result.stderr());
    assertTrue(lines.get(0).startsWith("Configuration error: "), lines.get(0));
    assertTrue(lines.get(0).contains(named), lines.get(0));
    assertFalse(result.all().contains("LOAD PHASE"), result.all());
    assertFalse(result.all().contains("\tat "), result.all());
  }

  @Test
  void unreadableDataFileIsNamed() throws Exception {
    Path dataFile = work.resolve("bad.dat");
    Files.writeString(dataFile, "nlinks 0 45.3 1 abc\n");
    CliProcess.Result result = InProcessCli.run("-c", MEMORY_CONFIG, "-l", "-D", "maxid1=1001",
        "-D", "data_file=" + dataFile);
    assertEquals(2, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.stderr());
    assertTrue(result.stderr().contains("bad.dat"), result.stderr());
  }
}
