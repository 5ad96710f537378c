package com.linkbenchx.store.embedded;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;

/** Keys of the embedded MariaDB server; the store also reads the SQL stores' shared keys. */
public final class EmbeddedKeys {
  private static final String SCOPE = "embedded";

  public static final ConfigKey<String> DATA_DIR = ConfigKey.string("embedded_data_dir")
      .defaultValue(EmbeddedSettings.DEFAULT_DIRECTORY).constraint("outside the Java temporary directory").scope(SCOPE)
      .doc("Directory of the server's data, temporary files, pid file and socket (relative to the working"
          + " directory)");
  public static final ConfigKey<String> BASE_DIR = ConfigKey.string("embedded_base_dir")
      .defaultText("base inside embedded_data_dir").scope(SCOPE)
      .doc("Where the server binaries (about 350 MB) are unpacked; several data directories may share one");
  public static final ConfigKey<Integer> PORT = ConfigKey.integer("embedded_port").defaultValue(0).range(0, 65535)
      .scope(SCOPE).doc("TCP port on 127.0.0.1; 0 picks a free one");
  public static final ConfigKey<String> SERVER_ARGS = ConfigKey.string("embedded_server_args").defaultValue("")
      .scope(SCOPE).doc("Further mariadbd options separated by spaces, e.g. --innodb-buffer-pool-size=1G; not --tmpdir:"
          + " the server keeps its own");

  public static final KeySet ALL = KeySet.of("Embedded MariaDB store", DATA_DIR, BASE_DIR, PORT, SERVER_ARGS);

  private EmbeddedKeys() {
  }
}
