package com.linkbenchx.results.output;

import com.linkbenchx.model.Phase;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.stream.Stream;

/** Where a run's results folders go ({@code --results}): dated ones, or exactly the folder given. */
public final class ResultsLocation {
  /** The default parent, under the working directory. */
  public static final Path DEFAULT_PARENT = Path.of("results");
  private static final DateTimeFormatter FOLDER_TIME = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

  private final Path parent;
  private final Path explicit;
  private final boolean bothPhases;

  private ResultsLocation(Path parent, Path explicit, boolean bothPhases) {
    this.parent = parent;
    this.explicit = explicit;
    this.bothPhases = bothPhases;
  }

  /**
   * Dated folders under {@code parent}, created when a phase starts; checked now, so a bad place fails
   * before anything runs without leaving an empty folder behind a run that never starts.
   */
  public static ResultsLocation dated(Path parent) throws IOException {
    Path existing = parent.toAbsolutePath();
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing == null || !Files.isDirectory(existing) || !Files.isWritable(existing)) {
      throw new IOException(parent + " cannot be created here");
    }
    return new ResultsLocation(parent, null, false);
  }

  /** Exactly {@code folder} (or its load/ and request/ when {@code bothPhases}), new or empty, created now. */
  public static ResultsLocation exactly(Path folder, boolean bothPhases) throws IOException {
    if (Files.isDirectory(folder)) {
      try (Stream<Path> entries = Files.list(folder)) {
        if (entries.findAny().isPresent()) {
          throw new IOException(folder + " already exists and is not empty");
        }
      }
    }
    Files.createDirectories(folder);
    return new ResultsLocation(null, folder, bothPhases);
  }

  /** Creates the folder of one phase that started at {@code startEpochMillis}. */
  Path createFor(Phase phase, long startEpochMillis) throws IOException {
    if (explicit != null) {
      return bothPhases ? Files.createDirectories(explicit.resolve(phase.label())) : explicit;
    }
    String time = FOLDER_TIME.format(Instant.ofEpochMilli(startEpochMillis).atZone(ZoneId.systemDefault()));
    return ResultsFolder.createUnique(parent, time + "-" + phase.label());
  }

  @Override
  public String toString() {
    return explicit != null ? explicit.toString() : parent + "/<start time>-<phase>";
  }
}
