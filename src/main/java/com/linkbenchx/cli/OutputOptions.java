package com.linkbenchx.cli;

import com.linkbenchx.results.output.OutputTarget;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every path one command line writes, checked together before anything is written: each on its own, no two on one
 * file (by canonical path), no output file inside a results folder being written, none onto a file the command reads.
 */
final class OutputOptions {
  private final List<OutputTarget> files = new ArrayList<>();
  private final List<OutputTarget> folders = new ArrayList<>();
  private final Map<Path, String> inputs = new LinkedHashMap<>();

  /** Registers {@code file}, read by the command, described as e.g. "summary.json of results folder r". */
  void input(Path file, String description) {
    inputs.put(OutputTarget.identityOf(file), description);
  }

  /** The output file {@code name} of {@code option}, checked against everything registered before. */
  OutputTarget file(String option, String name) throws OutputTarget.Refused {
    OutputTarget target = OutputTarget.file(option, name);
    for (OutputTarget other : files) {
      if (target.sameFileAs(other)) {
        throw target.refusal("it is the same file as " + other.describe() + "; give each output its own file");
      }
    }
    for (OutputTarget folder : folders) {
      refuseInside(target, folder);
    }
    String read = inputs.get(target.identity());
    if (read != null) {
      throw target.refusal("it is " + read + ", which this command reads");
    }
    files.add(target);
    return target;
  }

  /** The output folder {@code name} of {@code option}; no output file may lie inside it. */
  OutputTarget folder(String option, String name) throws OutputTarget.Refused {
    OutputTarget target = OutputTarget.folder(option, name);
    for (OutputTarget file : files) {
      refuseInside(file, target);
    }
    folders.add(target);
    return target;
  }

  private static void refuseInside(OutputTarget file, OutputTarget folder) throws OutputTarget.Refused {
    if (file.identity().startsWith(folder.identity())) {
      throw file.refusal("it is inside the results folder of " + folder.describe()
          + ", which the run fills itself; name a file outside it");
    }
  }
}
