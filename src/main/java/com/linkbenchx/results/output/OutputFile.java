package com.linkbenchx.results.output;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A file named on the command line ({@code --csvstream}, {@code --csvstats}, {@code --hdrlog}), shared
 * by both phases. Created only when a phase starts writing, so a run refused for its configuration or
 * its store leaves an earlier file with the same name as it was.
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

  /** The file of {@code target}, not created yet; {@code role} names it in messages ("csvstats file"). */
  public static OutputFile of(OutputTarget target, String role) {
    return new OutputFile(target.path(), target.name(), role + " " + target.name());
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
    if (writer == null) {
      writer = Files.newBufferedWriter(path, StandardCharsets.UTF_8);
    }
    return writer;
  }

  /** The file as a print stream (whose errors its user checks), created or truncated at the first call. */
  public PrintStream stream() throws IOException {
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
