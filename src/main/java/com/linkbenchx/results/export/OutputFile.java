package com.linkbenchx.results.export;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;

/**
 * A file named on the command line ({@code --csvstream}, {@code --csvstats}, {@code --hdrlog}).
 * It is checked when the command line is read, so a bad path fails at once, but created (or
 * truncated) only when a phase starts writing to it: a run refused for its configuration or its
 * store leaves an earlier file with the same name exactly as it was. Both phases of a run share it.
 */
public final class OutputFile {
  private final Path path;
  private final String name;
  private final String description;
  private Writer writer;
  private PrintStream stream;

  private OutputFile(Path path, String name, String description) {
    this.path = path;
    this.name = name;
    this.description = description;
  }

  /**
   * The file {@code name}, if it could be written: an existing writable file (or device), or a new
   * file in an existing writable directory.
   *
   * @param role what the file holds, for messages ("csvstats file")
   * @throws IOException naming why it cannot be written
   */
  public static OutputFile checked(String name, String role) throws IOException {
    Path path;
    try {
      path = Path.of(name);
    } catch (InvalidPathException e) {
      throw new IOException("not a valid path: " + e.getReason());
    }
    if (Files.isDirectory(path)) {
      throw new IOException("it is a directory");
    }
    if (Files.exists(path)) {
      if (!Files.isWritable(path)) {
        throw new IOException("permission denied");
      }
    } else {
      Path parent = path.toAbsolutePath().getParent();
      if (parent == null || !Files.isDirectory(parent)) {
        throw new IOException("no such directory " + parent);
      }
      if (!Files.isWritable(parent)) {
        throw new IOException("cannot create files in " + parent);
      }
    }
    return new OutputFile(path, name, role + " " + name);
  }

  public String name() {
    return name;
  }

  /** The file and its role, for messages ("csvstats file out.csv"). */
  public String describe() {
    return description;
  }

  /** The file as text, created or truncated at the first call. */
  public Writer writer() throws IOException {
    if (stream != null) {
      throw new IllegalStateException(name + " is already open as a stream");
    }
    if (writer == null) {
      writer = Files.newBufferedWriter(path, StandardCharsets.UTF_8);
    }
    return writer;
  }

  /** The file as a print stream (whose errors its user checks), created or truncated at the first call. */
  public PrintStream stream() throws IOException {
    if (writer != null) {
      throw new IllegalStateException(name + " is already open as a writer");
    }
    if (stream == null) {
      stream = new PrintStream(new BufferedOutputStream(Files.newOutputStream(path)), false, StandardCharsets.US_ASCII);
    }
    return stream;
  }

  /** Flushes and closes the file if it was opened; a failure names the cause. */
  public void close() throws IOException {
    if (writer != null) {
      Writer open = writer;
      writer = null;
      open.close();
    }
    if (stream != null) {
      PrintStream open = stream;
      stream = null;
      open.close();
      if (open.checkError()) {
        throw new IOException("write failed");
      }
    }
  }
}
