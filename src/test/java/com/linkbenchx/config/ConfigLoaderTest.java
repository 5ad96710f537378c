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
}
