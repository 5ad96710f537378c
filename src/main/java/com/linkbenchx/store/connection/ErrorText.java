package com.linkbenchx.store.connection;

import java.util.Arrays;

/** One-line failure messages of a server's store, whatever its protocol: naming the server, never the password. */
public final class ErrorText {
  public static final String UNKNOWN_HOST = "unknown host (name does not resolve); ";
  public static final String CONNECTION_REFUSED =
      "connection refused (is the server running and listening on this port?); ";
  /** Shorter passwords would blank out ordinary words of a message. */
  private static final int MIN_SCRUBBED_LENGTH = 4;

  private final String product;
  private final String endpoint;
  private final String password;

  /** {@code product} names the server in messages ("MySQL", "MongoDB"); {@code endpoint} is "host:port". */
  public ErrorText(String product, String endpoint, String password) {
    this.product = product;
    this.endpoint = endpoint;
    this.password = password;
  }

  /** {@code text} with the password replaced by asterisks. */
  public String scrub(String text) {
    if (password.length() >= MIN_SCRUBBED_LENGTH && text.contains(password)) {
      return text.replace(password, "*****");
    }
    return text;
  }

  /** "<product> <operation> failed at host:port: <reason>[ after N retries]". */
  public String failure(String operation, String reason, int retries) {
    String text = product + " " + operation + " failed at " + endpoint + ": " + reason;
    return retries > 0 ? text + " after " + retries + " retries" : text;
  }

  /** "Cannot connect to <product> at host:port: <reason>". */
  public String cannotConnect(String reason) {
    return "Cannot connect to " + product + " at " + endpoint + ": " + reason;
  }

  /** The server stayed unreachable past {@code store_outage_limit_seconds}. */
  public String unreachable(long limitSeconds, String reason) {
    return product + " at " + endpoint + " unreachable for more than " + limitSeconds + " s ("
        + ConnectionKeys.OUTAGE_LIMIT_SECONDS.name() + "=" + limitSeconds + "): " + reason;
  }

  /** The first non-blank line of a driver's message, trimmed; "no message" when it has none. */
  public static String firstLine(String message) {
    return message == null ? "no message"
        : Arrays.stream(message.split("\\R")).filter(line -> !line.isBlank()).findFirst().map(String::trim)
            .orElse("no message");
  }
}
