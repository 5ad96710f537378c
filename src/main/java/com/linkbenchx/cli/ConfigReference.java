package com.linkbenchx.cli;

import com.linkbenchx.config.ConfigDocs;
import com.linkbenchx.driver.BuiltInKeys;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/**
 * Writes {@code docs/CONFIG.md} from the key registry: {@code java -cp target/classes
 * com.linkbenchx.cli.ConfigReference docs/CONFIG.md} (no argument: to standard output).
 */
public final class ConfigReference {
  private ConfigReference() {
  }

  /** The document for the driver's keys and those of the stores shipped with it. */
  public static String render() {
    return ConfigDocs.render(Stream.concat(BuiltInKeys.DRIVER.stream(), BuiltInKeys.STORES.stream()).toList());
  }

  public static void main(String[] args) throws IOException {
    String text = render();
    if (args.length == 0) {
      System.out.print(text);
    } else {
      Files.writeString(Path.of(args[0]), text, StandardCharsets.UTF_8);
    }
  }
}
