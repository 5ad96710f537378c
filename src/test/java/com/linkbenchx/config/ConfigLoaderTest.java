package com.linkbenchx.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Files are read as LinkBench reads them, except that a UTF-8 byte-order mark is skipped. */
class ConfigLoaderTest {
  @TempDir
  Path dir;

  @Test
  void aByteOrderMarkDoesNotSwallowTheFirstKey() throws Exception {
    Path file = dir.resolve("bom.properties");
    byte[] text = "maxid1 = 3001\nloaders = 2\n".getBytes(StandardCharsets.ISO_8859_1);
    byte[] withMark = new byte[text.length + 3];
    withMark[0] = (byte) 0xEF;
    withMark[1] = (byte) 0xBB;
    withMark[2] = (byte) 0xBF;
    System.arraycopy(text, 0, withMark, 3, text.length);
    Files.write(file, withMark);
    Config config = new ConfigLoader(null).load(file, Map.of());
    assertEquals(Map.of("maxid1", "3001", "loaders", "2"), config.asMap());
  }

  @Test
  void precedenceIsOverridesThenMainFileThenWorkloadFile() throws Exception {
    Path workload = dir.resolve("workload.properties");
    Files.writeString(workload, "\uFEFFmaxid1 = 10\nloaders = 1\nrequesters = 3\n", StandardCharsets.UTF_8);
    Path main = dir.resolve("main.properties");
    Files.writeString(main, "workload_file = " + workload + "\nloaders = 2\n");
    Config config = new ConfigLoader(null).load(main, Map.of("requesters", "5"));
    assertEquals("10", config.asMap().get("maxid1"));
    assertEquals("2", config.asMap().get("loaders"));
    assertEquals("5", config.asMap().get("requesters"));
    assertEquals(workload, config.workloadFile());
  }

  @Test
  void aDirectoryGetsAHintNamingAFileInIt() throws Exception {
    Files.writeString(dir.resolve("FBWorkload.properties"), "");
    Files.writeString(dir.resolve("LinkConfigMemory.properties"), "");
    ConfigFileError e = assertThrows(ConfigFileError.class, () -> new ConfigLoader(null).load(dir, Map.of()));
    assertEquals("Cannot read config file " + dir + ": is a directory; name a configuration file in it, e.g. -c "
        + dir.resolve("LinkConfigMemory.properties"), e.getMessage());
  }

  @Test
  void aMissingRelativeFileSaysWhereItWasLookedFor() {
    ConfigFileError e = assertThrows(ConfigFileError.class,
        () -> new ConfigLoader(dir).load(Path.of("no-such.properties"), Map.of()));
    assertTrue(e.getMessage().startsWith("Cannot read config file no-such.properties: no such file in the working"
        + " directory "), e.getMessage());
    assertTrue(e.getMessage().endsWith(" nor in the installation directory " + dir), e.getMessage());
    assertFalse(e.getMessage().contains("\n"));
  }

  @Test
  void anEmptyFileIsRefused() throws Exception {
    Path empty = dir.resolve("empty.properties");
    Files.writeString(empty, "");
    assertEquals("Cannot read config file " + empty + ": it is empty", refusal(empty));
    Path comments = dir.resolve("comments.properties");
    Files.writeString(comments, "# maxid1 = 10\n\n! loaders = 2\n");
    assertEquals("Cannot read config file " + comments + ": it holds no key = value line", refusal(comments));
  }

  @Test
  void devNullIsRefusedAsEmpty() {
    Path devNull = Path.of("/dev/null");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(devNull), "no /dev/null here");
    assertEquals("Cannot read config file /dev/null: it is empty", refusal(devNull));
  }

  @Test
  void aBinaryFileIsRefusedWithoutEchoingIt() throws Exception {
    Path binary = dir.resolve("binary.properties");
    byte[] text = "maxid1 = 3\nELF".getBytes(StandardCharsets.ISO_8859_1);
    byte[] bytes = new byte[4096];
    System.arraycopy(text, 0, bytes, 0, text.length);
    for (int i = text.length + 1; i < bytes.length; i++) {
      bytes[i] = (byte) (0x80 + i % 0x80); // bytes[text.length] stays 0x00
    }
    Files.write(binary, bytes);
    assertEquals("Cannot read config file " + binary + ": byte 0x00 on line 2: it is a binary file, not key = value"
        + " lines", refusal(binary));
  }

  @Test
  void anEndlessDeviceIsReadNoFurtherThanTheCap() {
    Path zero = Path.of("/dev/zero");
    org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(zero), "no /dev/zero here");
    assertEquals("Cannot read config file /dev/zero: it is larger than 1 MiB, which no configuration file is (is it"
        + " the right file?)", refusal(zero));
  }

  @Test
  void aKeySetTwiceInOneFileIsRefused() throws Exception {
    Path main = dir.resolve("twice.properties");
    Files.writeString(main, "maxid1 = 10\nloaders = 2\nmaxid1 = 20\n");
    ConfigError e = assertThrows(ConfigError.class, () -> new ConfigLoader(null).load(main, Map.of()));
    assertEquals("Configuration key maxid1 is set twice in config file " + main + ": keep one line", e.getMessage());

    Path workload = dir.resolve("workload.properties");
    Files.writeString(workload, "requesters = 3\nrequesters: 4\n");
    Files.writeString(main, "workload_file = " + workload + "\n");
    e = assertThrows(ConfigError.class, () -> new ConfigLoader(null).load(main, Map.of()));
    assertEquals("Configuration key requesters is set twice in workload_file " + workload + ": keep one line",
        e.getMessage());
  }

  @Test
  void aFileAtTheCapIsRead() throws Exception {
    Path big = dir.resolve("big.properties");
    StringBuilder text = new StringBuilder("maxid1 = 10\n");
    while (text.length() < ConfigLoader.MAX_BYTES - 100) {
      text.append("# ").append("x".repeat(78)).append('\n');
    }
    Files.writeString(big, text);
    assertEquals(Map.of("maxid1", "10"), new ConfigLoader(null).load(big, Map.of()).asMap());
  }

  private static String refusal(Path file) {
    ConfigFileError e = assertThrows(ConfigFileError.class, () -> new ConfigLoader(null).load(file, Map.of()));
    assertFalse(e.getMessage().contains("\n"), e.getMessage());
    return e.getMessage();
  }
}
