package com.linkbenchx.results.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * A path named on the command line for the driver to write (a file such as {@code --csvstats}, or a
 * folder such as {@code --results}), checked before anything is written. Devices, FIFOs and sockets
 * are refused, so a report never turns a device node into a file.
 *
 * @param option the command-line option that named it
 * @param name the path as the user gave it
 * @param path where to write: the path given, or the file an existing symbolic link points to (so a
 *     write that replaces the file whole leaves the link a link)
 * @param identity the canonical path: equal for two names of the same file
 */
public record OutputTarget(String option, String name, Path path, Path identity) {
  /** Why a path named for output cannot be used; the message is the whole line for the user. */
  public static final class Refused extends Exception {
    private static final long serialVersionUID = 1L;

    public Refused(String message) {
      super(message);
    }
  }

  /**
   * The file {@code name} given with {@code option}, if it can be written: an existing writable
   * regular file (through symbolic links), or a new name in an existing writable folder.
   */
  public static OutputTarget file(String option, String name) throws Refused {
    Path given = parse(option, name);
    BasicFileAttributes attributes = attributes(given);
    if (attributes != null) {
      if (attributes.isDirectory()) {
        throw refused(option, name, "it is a directory");
      }
      if (!attributes.isRegularFile()) {
        throw refused(option, name, "it is " + special(given) + ", not a regular file");
      }
      if (!Files.isWritable(given)) {
        throw refused(option, name, "permission denied");
      }
      try {
        Path real = given.toRealPath();
        return new OutputTarget(option, name, real, real);
      } catch (IOException e) {
        throw refused(option, name, "cannot resolve it (" + e.getMessage() + ")");
      }
    }
    if (Files.isSymbolicLink(given)) {
      throw refused(option, name, "it is a symbolic link to a file that does not exist");
    }
    Path parent = given.toAbsolutePath().getParent();
    if (parent == null || !Files.isDirectory(parent)) {
      throw refused(option, name, "no such directory " + parent);
    }
    if (!Files.isWritable(parent)) {
      throw refused(option, name, "cannot create files in " + parent);
    }
    return new OutputTarget(option, name, given, identityOf(given));
  }

  /** The folder {@code name} given with {@code option}: an existing folder (through links) or a new name. */
  public static OutputTarget folder(String option, String name) throws Refused {
    Path given = parse(option, name);
    BasicFileAttributes attributes = attributes(given);
    if (attributes != null && !attributes.isDirectory()) {
      throw folderRefused(option, name, attributes.isRegularFile() ? "it is a file, not a folder"
          : "it is " + special(given) + ", not a folder");
    }
    if (attributes == null && Files.isSymbolicLink(given)) {
      throw folderRefused(option, name, "it is a symbolic link to a folder that does not exist");
    }
    return new OutputTarget(option, name, given, identityOf(given));
  }

  /** The option and the path as given, for messages ("--csvstats out.csv"). */
  public String describe() {
    return option + " " + name;
  }

  /** The canonical form of {@code path}, existing or not: the real path of its longest existing part, then the rest. */
  public static Path identityOf(Path path) {
    Path absolute = path.toAbsolutePath().normalize();
    Path existing = absolute;
    while (existing != null && !Files.exists(existing)) {
      existing = existing.getParent();
    }
    if (existing == null) {
      return absolute;
    }
    try {
      return existing.toRealPath().resolve(existing.relativize(absolute));
    } catch (IOException e) {
      return absolute;
    }
  }

  private static Path parse(String option, String name) throws Refused {
    try {
      return Path.of(name);
    } catch (InvalidPathException e) {
      throw refused(option, name, "not a valid path: " + e.getReason());
    }
  }

  /** The attributes of what {@code path} leads to (links followed), or null when nothing is there. */
  private static BasicFileAttributes attributes(Path path) {
    try {
      return Files.readAttributes(path, BasicFileAttributes.class);
    } catch (IOException e) {
      return null;
    }
  }

  /** "a character device", "a FIFO"...: what a file that is neither regular nor a folder is. */
  private static String special(Path path) {
    try {
      int type = (Integer) Files.getAttribute(path, "unix:mode") & 0170000;
      return switch (type) {
        case 0020000 -> "a character device";
        case 0060000 -> "a block device";
        case 0010000 -> "a FIFO";
        case 0140000 -> "a socket";
        default -> "a special file";
      };
    } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
      return "a special file";
    }
  }

  private static Refused refused(String option, String name, String why) {
    return new Refused("Could not open file " + name + " for writing (" + option + "): " + why);
  }

  private static Refused folderRefused(String option, String name, String why) {
    return new Refused("Could not use folder " + name + " for writing (" + option + "): " + why);
  }

  /** A refusal of this file found by the caller (two outputs on one file, an output that is an input). */
  public Refused refusal(String why) {
    return refused(option, name, why);
  }

  /** True when this names {@code other}'s file. */
  public boolean sameFileAs(OutputTarget other) {
    return identity.equals(other.identity);
  }
}
