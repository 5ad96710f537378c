package com.linkbenchx.cli;

import com.linkbenchx.driver.BuiltInKeys;
import com.linkbenchx.results.ProcessInfo;
import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Properties;

/** What the results record about this process: version, arguments (secrets masked), host, JVM. */
final class RunDescription {
  private RunDescription() {
  }

  static ProcessInfo of(String[] args) {
    Runtime runtime = Runtime.getRuntime();
    String jvm = System.getProperty("java.vm.name", "?") + " " + System.getProperty("java.runtime.version", "?")
        + " (" + System.getProperty("java.vm.vendor", "?") + ")";
    return new ProcessInfo(toolVersion(), maskedArguments(args), hostName(), ProcessHandle.current().pid(), jvm,
        runtime.availableProcessors(), runtime.maxMemory());
  }

  /** The build's version, or "unknown" when the resource is missing (an unfiltered build). */
  static String toolVersion() {
    try (InputStream in = RunDescription.class.getResourceAsStream("/com/linkbenchx/version.properties")) {
      if (in == null) {
        return "unknown";
      }
      Properties properties = new Properties();
      properties.load(in);
      String version = properties.getProperty("version", "unknown");
      return version.startsWith("${") ? "unknown" : version;
    } catch (IOException e) {
      return "unknown";
    }
  }

  /**
   * The arguments with every secret {@code -D} value masked as the configuration is, in any spelling ({@code -D k=v},
   * {@code -Dk=v}, {@code -D k v}).
   */
  static List<String> maskedArguments(String[] args) {
    List<String> masked = new ArrayList<>(args.length);
    String pendingKey = null;
    for (int i = 0; i < args.length; i++) {
      String arg = args[i];
      if (pendingKey != null) {
        masked.add(shown(pendingKey, arg));
        pendingKey = null;
        continue;
      }
      boolean property = arg.startsWith("-D") || i > 0 && args[i - 1].equals("-D");
      String body = arg.startsWith("-D") ? arg.substring(2) : arg;
      int equals = body.indexOf('=');
      if (property && equals > 0) {
        String key = body.substring(0, equals);
        masked.add(arg.substring(0, arg.length() - body.length()) + key + "=" + shown(key, body.substring(equals + 1)));
      } else {
        masked.add(arg);
        // "-D key value": the value is the next argument.
        pendingKey = property && !body.isEmpty() && !arg.equals("-D") ? body : null;
      }
    }
    return masked;
  }

  private static String shown(String key, String value) {
    return BuiltInKeys.everything().masked(key, value);
  }

  private static String hostName() {
    try {
      return InetAddress.getLocalHost().getHostName();
    } catch (IOException | RuntimeException e) {
      return Objects.requireNonNullElse(System.getenv("HOSTNAME"), "unknown");
    }
  }
}
