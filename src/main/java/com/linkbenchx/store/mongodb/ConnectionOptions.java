package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.store.connection.ConnectionKeys;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The options of a MongoDB connection string, checked by name: the driver only logs a warning for an unknown one, so
 * a misspelt {@code maxPoolSize} would go unnoticed.
 */
record ConnectionOptions(Map<String, String> valuesByLowerName) {
  /** Option names of the Java driver's connection strings, lower case (they are case-insensitive). */
  private static final Set<String> KNOWN = Set.of(
      "appname", "authmechanism", "authmechanismproperties", "authsource", "compressors", "connecttimeoutms",
      "directconnection", "gssapiservicename", "heartbeatfrequencyms", "j", "journal", "loadbalanced",
      "localthresholdms", "maxconnecting", "maxidletimems", "maxlifetimems", "maxpoolsize", "maxstalenessseconds",
      "minpoolsize", "proxyhost", "proxypassword", "proxyport", "proxyusername", "readconcernlevel", "readpreference",
      "readpreferencetags", "replicaset", "retryreads", "retrywrites", "safe", "servermonitoringmode",
      "serverselectiontimeoutms", "sockettimeoutms", "srvmaxhosts", "srvservicename", "ssl",
      "sslinvalidhostnameallowed", "timeoutms", "tls", "tlsallowinvalidhostnames", "tlsinsecure",
      "uuidrepresentation", "w", "waitqueuetimeoutms", "wtimeout", "wtimeoutms", "zlibcompressionlevel");
  /** Options the driver's own keys set, so that each wait is set in one place. */
  private static final Map<String, String> FORBIDDEN = Map.of(
      "connecttimeoutms", ConnectionKeys.CONNECT_TIMEOUT_SECONDS.name(),
      "sockettimeoutms", ConnectionKeys.READ_TIMEOUT_SECONDS.name());
  private static final Pattern NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_]*");

  /** Parses and checks options; errors name {@code key} and the option, never a value (a value may be a password). */
  static ConnectionOptions parse(String key, String text) {
    Map<String, String> values = new LinkedHashMap<>();
    String trimmed = text.trim();
    if (trimmed.startsWith("?")) {
      trimmed = trimmed.substring(1);
    }
    if (trimmed.isEmpty()) {
      return new ConnectionOptions(values);
    }
    for (String item : trimmed.split("[&;]")) {
      int equals = item.indexOf('=');
      String name = equals < 0 ? item : item.substring(0, equals);
      if (equals < 0 || !NAME.matcher(name).matches()) {
        throw new ConfigError("Expected configuration key " + key + " to be MongoDB connection-string options,"
            + " name=value pairs joined by '&', but found '" + (equals < 0 ? item : name + "=...") + "'");
      }
      String lower = name.toLowerCase(Locale.ROOT);
      if (!KNOWN.contains(lower)) {
        throw new ConfigError("Configuration key " + key + " has option '" + name
            + "', which the MongoDB Java driver does not know (see the driver's connection-string options)");
      }
      if (FORBIDDEN.containsKey(lower)) {
        throw new ConfigError("Configuration key " + key + " must not set '" + name + "': it comes from the key "
            + FORBIDDEN.get(lower));
      }
      values.put(lower, item.substring(equals + 1));
    }
    return new ConnectionOptions(values);
  }

  /** The options of a full connection string (the text after '?'), checked like {@link #parse}. */
  static ConnectionOptions ofUrl(String key, String url) {
    int query = url.indexOf('?');
    return parse(key, query < 0 ? "" : url.substring(query + 1));
  }

  String get(String lowerName, String fallback) {
    return valuesByLowerName.getOrDefault(lowerName, fallback);
  }

  /** The options as a connection-string query, names in lower case. */
  String toQuery() {
    return valuesByLowerName.entrySet().stream().map(option -> option.getKey() + "=" + option.getValue())
        .collect(Collectors.joining("&"));
  }

  boolean isEmpty() {
    return valuesByLowerName.isEmpty();
  }
}
