package com.linkbenchx.store.embedded;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * Before starting, looks for traces of an earlier run that was killed (SIGKILL leaves mariadbd
 * orphaned): a live server still holding the data directory is reported with its pid instead of
 * letting the new one retry its file locks for half a minute; a dead one's pid and socket files
 * are removed, and InnoDB recovers the data on start.
 */
final class StaleServerCheck {
  private final EmbeddedSettings settings;
  private final Path socket;

  StaleServerCheck(EmbeddedSettings settings, Path socket) {
    this.settings = settings;
    this.socket = socket;
  }

  void run() throws StoreException {
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

  /**
   * A zombie (killed, never reaped) still "is alive" but has no command line; only a process
   * that names the server binary counts. A live server hidden from us is still caught by the
   * ibdata1 lock check.
   */
  private static boolean isServerProcess(long pid) {
    return ProcessHandle.of(pid)
        .filter(ProcessHandle::isAlive)
        .flatMap(handle -> handle.info().command())
        .map(command -> command.contains("mariadbd") || command.contains("mysqld"))
        .orElse(false);
  }

  private static void deleteQuietly(Path file) {
    try {
      Files.deleteIfExists(file);
    } catch (IOException ignored) {
      // the server reports a file it cannot replace itself
    }
  }
}
