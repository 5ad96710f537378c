package com.linkbenchx.config;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Masks values that must never be printed: those of keys the registry declares secret or whose name looks secret, of
 * secret-looking items of {@code name=value} lists ({@code sslpassword=...}), and passwords of connection strings
 * ({@code mongodb://user:password@host}) in any value.
 */
public final class Secrets {
  /** What is shown instead of a secret value. */
  public static final String MASK = "*****";

  private static final List<String> SECRET_WORDS = List.of("pass", "pwd", "secret", "token",
      "credential", "passphrase", "apikey", "api_key", "privatekey", "private_key", "accesskey", "access_key");
  /** Words whose misspellings are caught too; long enough that an ordinary key name is not one edit away. */
  private static final List<String> NEAR_MISS_WORDS = List.of("password", "passwd", "secret", "token",
      "credential", "passphrase");
  /** One item of a {@code name=value} list: the text between separators {@code &} and {@code ;}. */
  private static final Pattern PAIR_ITEM = Pattern.compile("[^&;]+");
  /** {@code scheme://user:password@}: the password runs to the last '@' before the path (a password may hold '@'). */
  private static final Pattern URL_PASSWORD = Pattern.compile("([A-Za-z][A-Za-z0-9+.-]*://[^:/@\\s]*:)[^/\\s]*@");

  private Secrets() {
  }

  /** Names holding a secret word, or a near-miss of one ({@code pasword}): a misspelt key is still a secret. */
  public static boolean looksSecret(String name) {
    String lower = name.toLowerCase(Locale.ROOT);
    return SECRET_WORDS.stream().anyMatch(lower::contains)
        || Arrays.stream(lower.split("[^a-z]+")).anyMatch(Secrets::isNearMiss);
  }

  /** A word one edit (two for longer words) away from a secret word, e.g. {@code pasword}, {@code tokn}. */
  private static boolean isNearMiss(String part) {
    return NEAR_MISS_WORDS.stream().anyMatch(word -> {
      int allowed = word.length() >= 8 ? 2 : 1;
      return Math.abs(part.length() - word.length()) <= allowed && KeyRegistry.editDistance(part, word) <= allowed;
    });
  }

  /**
   * {@code text} with the value of every secret-looking {@code name=value} item replaced by the mask; items are
   * separated by {@code &} or {@code ;}, and a leading {@code ?} is kept.
   */
  public static String maskPairs(String text) {
    return PAIR_ITEM.matcher(text).replaceAll(item -> Matcher.quoteReplacement(maskItem(item.group())));
  }

  private static String maskItem(String item) {
    int equals = item.indexOf('=');
    if (equals > 0 && looksSecret(item.substring(0, equals)) && equals < item.length() - 1) {
      return item.substring(0, equals + 1) + MASK;
    }
    if (equals < 0 && looksSecret(item) && !isBareName(item)) {
      return MASK; // "name" and a secret glued together without '=': show nothing of it
    }
    return item;
  }

  /** {@code text} with connection-string passwords and secret-looking {@code name=value} items masked. */
  public static String mask(String text) {
    String masked = URL_PASSWORD.matcher(text).replaceAll("$1" + Matcher.quoteReplacement(MASK) + "@");
    return masked.indexOf('=') >= 0 ? maskPairs(masked) : masked;
  }

  /** The value as it may be shown: masked whole for a secret key, by {@link #mask} otherwise. */
  static String display(String key, String value, boolean declaredSecret) {
    if (value.isEmpty()) {
      return value;
    }
    return declaredSecret || looksSecret(key) ? MASK : mask(value);
  }

  /** A bare secret-looking word such as "password" carries no value of its own. */
  private static boolean isBareName(String item) {
    String word = item.startsWith("?") ? item.substring(1) : item;
    String lower = word.toLowerCase(Locale.ROOT);
    return (SECRET_WORDS.stream().anyMatch(lower::endsWith) || lower.endsWith("password") || lower.endsWith("passwd"))
        && word.chars().allMatch(Character::isLetter);
  }
}
