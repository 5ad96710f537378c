package com.linkbenchx.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Reading through declared keys keeps LinkBench's parsing rules and messages. */
class ConfigKeyTest {
  private static final ConfigKey<Integer> LOADERS = ConfigKey.integer("loaders").range(1, 4096);
  private static final ConfigKey<Long> SEED = ConfigKey.longInteger("seed");
  private static final ConfigKey<Double> SIZE = ConfigKey.decimal("size").defaultValue(8.0);
  private static final ConfigKey<Boolean> FLAG = ConfigKey.bool("flag").defaultValue(false);
  private static final ConfigKey<String> MODE = ConfigKey.choice("mode", "refuse", "append", "truncate")
      .defaultValue("refuse");
  private static final ConfigKey<Integer> BATCH = ConfigKey.integer("batch").alias("Batch").defaultValue(1024);

  private static String error(Runnable read) {
    return assertThrows(ConfigError.class, read::run).getMessage();
  }

  @Test
  void integersFollowLinkBenchRules() {
    assertEquals(4, LOADERS.read(Config.of(Map.of("loaders", "4"))));
    assertEquals("Expected configuration key loaders to be defined", error(() -> LOADERS.read(Config.of(Map.of()))));
    assertEquals("Expected configuration key loaders to be integer, but was '2 '",
        error(() -> LOADERS.read(Config.of(Map.of("loaders", "2 ")))));
    assertEquals("Expected configuration key loaders to be integer, but was ''",
        error(() -> LOADERS.read(Config.of(Map.of("loaders", "")))));
    assertEquals("Expected configuration key loaders to be in range [1, 4096], but was '0'",
        error(() -> LOADERS.read(Config.of(Map.of("loaders", "0")))));
    assertEquals("Expected configuration key seed to be long integer, but was '1e3'",
        error(() -> SEED.read(Config.of(Map.of("seed", "1e3")))));
    assertEquals(Optional.empty(), SEED.readOptional(Config.of(Map.of())));
    assertEquals(Optional.of(-7L), SEED.readOptional(Config.of(Map.of("seed", "-7"))));
  }

  @Test
  void doublesAndBooleansFollowLinkBenchRules() {
    assertEquals(8.0, SIZE.read(Config.of(Map.of())));
    assertEquals(2.5, SIZE.read(Config.of(Map.of("size", " 2.5 "))));
    assertEquals("Expected configuration key size to be double, but was 'NaN'",
        error(() -> SIZE.read(Config.of(Map.of("size", "NaN")))));
    assertTrue(FLAG.read(Config.of(Map.of("flag", " TRUE "))));
    assertEquals("Expected configuration key flag to be true or false, but was 'yes'",
        error(() -> FLAG.read(Config.of(Map.of("flag", " Yes")))));
  }

  @Test
  void choicesAreTrimmedAndCaseFree() {
    assertEquals("refuse", MODE.read(Config.of(Map.of())));
    assertEquals("truncate", MODE.read(Config.of(Map.of("mode", " Truncate "))));
    assertEquals("Expected configuration key mode to be refuse, append or truncate, but was 'maybe'",
        error(() -> MODE.read(Config.of(Map.of("mode", "maybe")))));
    assertEquals("refuse, append, truncate", MODE.allowedDescription());
  }

  @Test
  void theKeyWinsOverItsAliasAndErrorsNameTheSpellingUsed() {
    assertEquals(1024, BATCH.read(Config.of(Map.of())));
    assertEquals(7, BATCH.read(Config.of(Map.of("Batch", "7"))));
    assertEquals(5, BATCH.read(Config.of(Map.of("Batch", "7", "batch", "5"))));
    assertEquals("Expected configuration key Batch to be integer, but was 'x'",
        error(() -> BATCH.read(Config.of(Map.of("Batch", "x")))));
    assertEquals("Batch", BATCH.presentName(Config.of(Map.of("Batch", "x"))));
  }

  @Test
  void pathsResolveAgainstTheWorkingDirectoryForAMapConfig() {
    ConfigKey<Path> file = ConfigKey.path("data_file");
    assertEquals(Path.of("/a/b"), file.read(Config.of(Map.of("data_file", " /a/b "))));
    assertEquals(Path.of("x.dat").toAbsolutePath(), file.read(Config.of(Map.of("data_file", "x.dat"))));
  }

  @Test
  void familiesNameTheirMembersAndKnowTheirPrefixes() {
    KeyFamily<Double> shape = KeyFamily.of(ConfigKey.decimal("shape"), java.util.List.of("read_", "write_"));
    assertEquals("read_shape", shape.at("read_").name());
    assertEquals(0.8, shape.at("write_").read(Config.of(Map.of("write_shape", "0.8"))));
    assertTrue(shape.matches("read_shape"));
    assertFalse(shape.matches("node_shape"));
    assertFalse(shape.matches("read_shapes"));
    assertEquals("Expected configuration key read_shape to be defined",
        error(() -> shape.at("read_").read(Config.of(Map.of()))));
  }

  @Test
  void hostsAreNamesOrAddressesOnly() {
    ConfigKey<String> host = ConfigKey.host("host");
    for (String good : new String[] {"localhost", "db-1.example.com", "db.example.com.", "10.0.0.1", "my_db",
        "[::1]", "::1", "[2001:db8::1]", "2001:db8:0:0:0:0:0:1", "[::ffff:192.0.2.1]", " 10.10.7.167 "}) {
      assertEquals(good.trim(), host.read(Config.of(Map.of("host", good))), good);
    }
    for (String bad : new String[] {"127.0.0.1/db?allowLoadLocalInfile=true&x=",
        "127.0.0.1/linkbench?ApplicationName=X&x=", "127.0.0.1:3306", "256.1.1.1", "1.2.3", "", "a b", "-db",
        "[::1]x", "1::2::3", "[127.0.0.1]", "db;drop", "host@evil"}) {
      String message = error(() -> host.read(Config.of(Map.of("host", bad))));
      assertEquals("Expected configuration key host to be a host name, an IPv4 address or a bracketed IPv6 address,"
          + " but was '" + bad + "'", message);
    }
  }

  @Test
  void declarationsDescribeThemselves() {
    ConfigKey<Long> key = ConfigKey.longInteger("maxtime").range(1, Long.MAX_VALUE).constraint("whole seconds")
        .scope("request").doc("Seconds of generation");
    assertEquals("[1, inf]; whole seconds", key.allowedDescription());
    assertEquals("", key.defaultDescription());
    assertEquals("8.0", SIZE.defaultDescription());
    assertEquals("request", key.scope());
    assertThrows(IllegalStateException.class, () -> SIZE.range(0, 1));
  }
}
