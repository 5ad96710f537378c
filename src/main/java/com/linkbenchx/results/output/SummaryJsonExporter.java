package com.linkbenchx.results.output;

import com.linkbenchx.results.PhaseSummary;
import com.linkbenchx.results.ProcessOutcome;
import com.linkbenchx.results.ResultsExporter;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * summary.json, written when the phase ends (exit status -1) and again when the exit status is known,
 * each time replacing the file at once. On a full disk the exit status is still recorded: the first
 * write leaves room for it (trailing spaces), and the second overwrites the file in place.
 */
public final class SummaryJsonExporter implements ResultsExporter {
  /** Room kept at the end of the first write for the exit statuses to come (each grows by 2 bytes at most). */
  private static final int ROOM_BYTES = 16;
  private static final int ROOM_PER_PROCESS = 4;

  private final Path file;
  private PhaseSummary summary;

  public SummaryJsonExporter(Path file) {
    this.file = file;
  }

  @Override
  public void end(PhaseSummary phaseSummary) throws IOException {
    summary = phaseSummary;
    String room = " ".repeat(ROOM_BYTES + ROOM_PER_PROCESS * phaseSummary.sources().size());
    replace(text(new ProcessOutcome(-1, phaseSummary.endEpochMillis())) + room + "\n");
  }

  @Override
  public void finish(ProcessOutcome outcome) throws IOException {
    if (summary == null) {
      return;
    }
    String text = text(outcome) + "\n";
    try {
      replace(text);
    } catch (IOException full) {
      if (!overwriteInPlace(text)) {
        throw full;
      }
    }
  }

  private String text(ProcessOutcome outcome) {
    return SummaryJson.of(summary, outcome).toPrettyString();
  }

  /** Writes a temporary file and moves it over summary.json; a failed write removes it. */
  private void replace(String text) throws IOException {
    Path partial = file.resolveSibling(file.getFileName() + ".tmp");
    try {
      Files.writeString(partial, text, StandardCharsets.UTF_8);
      Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } catch (IOException e) {
      try {
        Files.deleteIfExists(partial);
      } catch (IOException ignored) {
        // The write's own failure is the one to report.
      }
      throw e;
    }
  }

  /** Overwrites summary.json with {@code text} padded to the file's length; false when it is longer. */
  private boolean overwriteInPlace(String text) throws IOException {
    if (!Files.isRegularFile(file)) {
      return false;
    }
    byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
    long length = Files.size(file);
    if (bytes.length > length) {
      return false;
    }
    ByteBuffer buffer = ByteBuffer.allocate((int) length);
    buffer.put(bytes, 0, bytes.length - 1);
    while (buffer.position() < length - 1) {
      buffer.put((byte) ' ');
    }
    buffer.put((byte) '\n').flip();
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
      while (buffer.hasRemaining()) {
        channel.write(buffer);
      }
      channel.force(false);
    }
    return true;
  }

  @Override
  public String describe() {
    return "summary file " + file;
  }
}
