package com.linkbenchx.workload;

import com.linkbenchx.workload.distributions.UniformDistribution;
import java.util.Random;

/**
 * The built-in access modes, unshuffled, each a pure function of one uniform draw over [startid1, maxid1) (or of the
 * previous id) and, unlike LinkBench's, always inside that range: results are clamped, MULTIPLE draws among the
 * multiples of c in the range, and ROUND_ROBIN advances from startid1 too. Immutable and thread-safe.
 */
final class ArithmeticAccess implements AccessDistribution {
  enum Mode { ROUND_ROBIN, RECIPROCAL, MULTIPLE, POWER, PERFECT_POWER }

  private final Mode mode;
  private final long startId1;
  private final long maxId1;
  private final long parameter;
  private final UniformDistribution uniform;
  /** MULTIPLE: the factors k with k * parameter inside the range. */
  private final UniformDistribution multiples;

  /** The caller has checked that {@code parameter} suits the mode (see {@link AccessPlans}). */
  ArithmeticAccess(Mode mode, long startId1, long maxId1, long parameter) {
    this.mode = mode;
    this.startId1 = startId1;
    this.maxId1 = maxId1;
    this.parameter = parameter;
    this.uniform = new UniformDistribution(startId1, maxId1);
    this.multiples = mode == Mode.MULTIPLE
        ? new UniformDistribution(firstMultiple(startId1, parameter), lastMultiple(maxId1, parameter) + 1)
        : null;
  }

  /** Smallest k with k * c >= start. */
  static long firstMultiple(long startId1, long c) {
    return (startId1 + c - 1) / c;
  }

  /** Largest k with k * c < max. */
  static long lastMultiple(long maxId1, long c) {
    return (maxId1 - 1) / c;
  }

  @Override
  public long nextId(Random rng, long previousId) {
    return switch (mode) {
      case ROUND_ROBIN -> previousId < startId1 || previousId >= maxId1 - 1 ? startId1 : previousId + 1;
      case RECIPROCAL -> clamp((long) Math.ceil((double) (maxId1 - startId1) / uniform.choose(rng)));
      case MULTIPLE -> parameter * multiples.choose(rng);
      case POWER -> clamp((long) Math.pow(parameter, Math.ceil(Math.log(uniform.choose(rng)) / Math.log(parameter))));
      case PERFECT_POWER -> clamp((long) Math.pow((long) Math.ceil(Math.pow(uniform.choose(rng), 1.0 / parameter)),
          parameter));
    };
  }

  private long clamp(long id) {
    return Math.max(startId1, Math.min(maxId1 - 1, id));
  }
}
