package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.ConfigDocs;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** docs/CONFIG.md is what the registry renders: regenerate it whenever a key changes. */
class ConfigReferenceTest {
  private static final Path DOC = CliProcess.PROJECT_DIR.resolve("docs/CONFIG.md");

  @Test
  void configReferenceIsInSyncWithTheRegistry() throws Exception {
    String expected = ConfigReference.render();
    String actual = Files.readString(DOC, StandardCharsets.UTF_8);
    assertEquals(expected, actual, "docs/CONFIG.md is out of date; regenerate it with: " + ConfigDocs.REGENERATE);
  }

  @Test
  void referenceListsFamiliesAliasesAndSecrets() {
    String text = ConfigReference.render();
    assertTrue(text.contains("| `requestrate` | long | 0 |"), text);
    assertTrue(text.contains("`mysql_bulk_insert_batch` (also `MySQL_bulk_insert_batch`)"), text);
    assertTrue(text.contains("| `<prefix>shape` | double |"), text);
    assertTrue(text.contains("| `password` | string, secret |"), text);
    assertTrue(text.contains("Prefixes: `link_add_datagen_`"), text);
  }
}
