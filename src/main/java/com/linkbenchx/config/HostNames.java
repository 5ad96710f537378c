package com.linkbenchx.config;

import java.util.Arrays;
import java.util.regex.Pattern;

/**
 * Checks that a {@code host} value is only a host: a DNS name, an IPv4 address or an IPv6 address (bracketed or not).
 * Anything else is refused before a connection URL is built, so a value such as
 * {@code 127.0.0.1/db?allowLoadLocalInfile=true&x=} cannot smuggle a path or driver properties into the URL.
 */
final class HostNames {
  /** Letters, digits, '-' and '_' (container and service names use it), not starting or ending with '-'. */
  private static final Pattern LABEL = Pattern.compile("[A-Za-z0-9_]([A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?");
  private static final Pattern DOTTED_NUMBERS = Pattern.compile("[0-9.]+");
  private static final Pattern HEX_GROUP = Pattern.compile("[0-9A-Fa-f]{1,4}");
  private static final int MAX_NAME_LENGTH = 253;

  private HostNames() {
  }

  static boolean isValid(String host) {
    if (host.startsWith("[") && host.endsWith("]")) {
      return isIpv6(host.substring(1, host.length() - 1));
    }
    if (host.indexOf(':') >= 0) {
      return isIpv6(host);
    }
    return DOTTED_NUMBERS.matcher(host).matches() ? isIpv4(host) : isDnsName(host);
  }

  private static boolean isDnsName(String host) {
    String name = host.endsWith(".") ? host.substring(0, host.length() - 1) : host;
    return !name.isEmpty() && name.length() <= MAX_NAME_LENGTH
        && Arrays.stream(name.split("\\.", -1)).allMatch(label -> LABEL.matcher(label).matches());
  }

  static boolean isIpv4(String text) {
    String[] parts = text.split("\\.", -1);
    return parts.length == 4 && Arrays.stream(parts).allMatch(part -> !part.isEmpty() && part.length() <= 3
        && part.chars().allMatch(Character::isDigit) && Integer.parseInt(part) <= 255);
  }

  /** Eight hex groups, at most one "::" standing for one or more zero groups, optionally ending in IPv4. */
  static boolean isIpv6(String text) {
    if (text.isEmpty()) {
      return false;
    }
    int compressed = text.indexOf("::");
    if (compressed >= 0 && text.indexOf("::", compressed + 1) >= 0) {
      return false;
    }
    String head = compressed >= 0 ? text.substring(0, compressed) : text;
    String tail = compressed >= 0 ? text.substring(compressed + 2) : "";
    int groups = countGroups(head, compressed < 0);
    int tailGroups = countGroups(tail, true);
    return groups >= 0 && tailGroups >= 0 && (compressed >= 0 ? groups + tailGroups <= 7 : groups + tailGroups == 8);
  }

  /** Groups in a ':'-separated run (an IPv4 tail counts two), or -1 when malformed. */
  private static int countGroups(String run, boolean mayEndInIpv4) {
    if (run.isEmpty()) {
      return 0;
    }
    String[] parts = run.split(":", -1);
    int groups = 0;
    for (int i = 0; i < parts.length; i++) {
      if (i == parts.length - 1 && mayEndInIpv4 && parts[i].indexOf('.') >= 0) {
        if (!isIpv4(parts[i])) {
          return -1;
        }
        groups += 2;
      } else if (HEX_GROUP.matcher(parts[i]).matches()) {
        groups++;
      } else {
        return -1;
      }
    }
    return groups;
  }
}
