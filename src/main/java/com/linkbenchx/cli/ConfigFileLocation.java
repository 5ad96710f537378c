package com.linkbenchx.cli;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where {@code -c} points: an absolute path as it is; a relative one against the working
 * directory, or, when nothing is there, against the installation directory, so that
 * {@code -c config/LinkConfigMemory.properties} works from any directory.
 */
final class ConfigFileLocation {
  private ConfigFileLocation() {
  }

  /**
   * @param home the installation directory, or null when unknown
   * @return the existing file, or the path as given when it exists nowhere (the loader then names it)
   */
  static Path resolve(String name, Path home) {
    Path given = Path.of(name);
    if (given.isAbsolute() || Files.exists(given) || home == null) {
      return given;
    }
    Path installed = home.resolve(given);
    return Files.exists(installed) ? installed : given;
  }
}
