package com.linkbenchx;

import java.nio.file.Path;

/** Where the project's files are, for tests: surefire's {@code linkbench.project.dir}, else the working directory. */
public final class TestProject {
  public static final Path DIR =
      Path.of(System.getProperty("linkbench.project.dir", System.getProperty("user.dir"))).toAbsolutePath().normalize();

  private TestProject() {
  }
}
