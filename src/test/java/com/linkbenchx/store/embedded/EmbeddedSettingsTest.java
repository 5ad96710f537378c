package com.linkbenchx.store.embedded;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** embedded_server_args: any option, except one that would move the server out of its own tmpdir. */
class EmbeddedSettingsTest {
  private static final String DIRECTORY = Path.of("target", "embedded-settings-test").toAbsolutePath().toString();

  @ParameterizedTest
  @ValueSource(strings = {"--tmpdir=/tmp", "--tmpdir", "--loose-tmpdir=/tmp", "--loose_tmpdir=/tmp", "-t/tmp", "-t",
      "--tmpd=/tmp"})
  void tmpdirIsRefused(String arg) {
    ConfigError refusal = assertThrows(ConfigError.class, () -> settings("--skip-log-bin " + arg + " /tmp"));
    assertTrue(refusal.getMessage().startsWith("Configuration key embedded_server_args must not set the server's"
        + " tmpdir ('" + arg + "')"), refusal.getMessage());
  }

  @Test
  void otherOptionsPass() {
    assertEquals(List.of("--innodb-buffer-pool-size=1G", "--tmp-table-size=64M", "--skip-log-bin"),
        settings(" --innodb-buffer-pool-size=1G  --tmp-table-size=64M --skip-log-bin ").extraServerArgs());
  }

  private static EmbeddedSettings settings(String args) {
    return EmbeddedSettings.from(Config.of(Map.of("embedded_data_dir", DIRECTORY, "embedded_server_args", args)));
  }
}
