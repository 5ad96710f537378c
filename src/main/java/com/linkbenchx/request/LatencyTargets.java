package com.linkbenchx.request;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.model.LinkBenchOp;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/** The p99 response-time targets of the headline operations: {@code target_p99_ms}, or one per operation. */
public final class LatencyTargets {
  /** The operations a target can be given for: the headline ones. */
  static final List<LinkBenchOp> OPERATIONS = List.of(LinkBenchOp.ADD_LINK, LinkBenchOp.GET_LINKS_LIST);
  static final List<String> PREFIXES = OPERATIONS.stream().map(LatencyTargets::prefix).toList();

  private LatencyTargets() {
  }

  /** The targets in ms by operation name ("ADD_LINK"); empty when none is set. Throws ConfigError. */
  public static Map<String, Double> from(Config config) {
    Optional<Double> all = read(config, RequestKeys.TARGET_P99);
    Map<String, Double> targets = new TreeMap<>();
    for (LinkBenchOp op : OPERATIONS) {
      Optional<Double> own = read(config, RequestKeys.OPERATION_TARGET_P99.at(prefix(op)));
      own.or(() -> all).ifPresent(target -> targets.put(op.name(), target));
    }
    return targets;
  }

  private static Optional<Double> read(Config config, ConfigKey<Double> key) {
    Optional<Double> value = key.readOptional(config);
    if (value.isPresent() && !(value.get() > 0 && Double.isFinite(value.get()))) {
      throw ConfigError.invalid(key.name(), key.raw(config).orElse(""), "a p99 target in ms above 0");
    }
    return value;
  }

  private static String prefix(LinkBenchOp op) {
    return op.name().toLowerCase(Locale.ROOT) + "_";
  }
}
