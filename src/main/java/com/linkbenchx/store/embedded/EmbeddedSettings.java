package com.linkbenchx.store.embedded;

import com.linkbenchx.config.Config;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Where and how the embedded MariaDB server runs.
 *
 * @param directory holds the unpacked server ({@code base}), its data ({@code data}), temporary
 *     files, pid file and socket; relative paths resolve against the working directory
 * @param port TCP port on 127.0.0.1; 0 picks a free one
 * @param extraServerArgs further mariadbd options, e.g. {@code --innodb-buffer-pool-size=1G}
 */
public record EmbeddedSettings(Path directory, int port, List<String> extraServerArgs) {
  public static final String DEFAULT_DIRECTORY = "linkbench-data/mariadb";

  public EmbeddedSettings {
    directory = directory.toAbsolutePath().normalize();
    extraServerArgs = List.copyOf(extraServerArgs);
  }

  public static EmbeddedSettings from(Config config) {
    Path directory = Path.of(config.getString("embedded_data_dir", DEFAULT_DIRECTORY).trim());
    int port = config.getIntInRange("embedded_port", 0, 0, 65535);
    String args = config.getString("embedded_server_args", "").trim();
    List<String> extra = args.isEmpty() ? List.of() : Arrays.asList(args.split("\\s+"));
    return new EmbeddedSettings(directory, port, extra);
  }

  Path baseDir() {
    return directory.resolve("base");
  }

  Path dataDir() {
    return directory.resolve("data");
  }

  Path tmpDir() {
    return directory.resolve("tmp");
  }

  Path pidFile() {
    return directory.resolve("mariadbd.pid");
  }
}
