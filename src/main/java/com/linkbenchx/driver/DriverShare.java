package com.linkbenchx.driver;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.Coordination;
import com.linkbenchx.config.CoordinationKeys;
import com.linkbenchx.load.LoadKeys;
import com.linkbenchx.request.RequestKeys;

/**
 * One process's share of a benchmark run by several ({@code driver_count > 1}): each runs its share of
 * {@code requestrate}, {@code requesters}, {@code requests} and {@code loaders}; the shares add up exactly to the
 * configured totals, so the merged results describe the benchmark asked for. A {@code request_random_seed} becomes one
 * seed per process, so the processes do not all draw the same requests.
 */
final class DriverShare {
  /** Spreads the processes' request seeds apart (the golden-ratio step of SplitMix64). */
  private static final long SEED_STEP = 0x9E3779B97F4A7C15L;

  private DriverShare() {
  }

  /** The configuration this process runs; {@code config} itself for a lone process. */
  static Config apply(Config config, Coordination coordination, boolean load, boolean requests) {
    if (!coordination.isShared()) {
      return config;
    }
    if (load && coordination.startAt().isEmpty()) {
      throw new ConfigError(CoordinationKeys.DRIVER_COUNT.name() + " = " + coordination.driverCount()
          + " with the load phase needs " + CoordinationKeys.START_AT.name() + ": driver_index 0 empties the tables"
          + " and resets the node ids before the other processes start writing");
    }
    Config own = config;
    if (load) {
      own = shareAtLeastOne(own, LoadKeys.LOADERS, LoadKeys.LOADERS.read(config), coordination);
    }
    if (requests) {
      if (RequestKeys.RANDOM_SEED.isSet(config)) {
        // Each process draws its own request stream; from one seed, still reproducibly.
        long seed = RequestKeys.RANDOM_SEED.read(config) + SEED_STEP * coordination.driverIndex();
        own = own.with(RequestKeys.RANDOM_SEED, Long.toString(seed));
      }
      int requesters = RequestKeys.REQUESTERS.read(config);
      if (requesters > 0) {
        own = shareAtLeastOne(own, RequestKeys.REQUESTERS, requesters, coordination);
        own = own.with(RequestKeys.REQUESTS, Long.toString(coordination.share(RequestKeys.REQUESTS.read(config))));
        long rate = RequestKeys.REQUEST_RATE.read(config);
        if (rate > 0) {
          if (rate < coordination.driverCount()) {
            throw new ConfigError("requestrate = " + rate + " cannot be shared among " + coordination.driverCount()
                + " driver processes (driver_count): each needs at least 1 request per second");
          }
          own = own.with(RequestKeys.REQUEST_RATE, Long.toString(coordination.share(rate)));
        }
      }
    }
    return own;
  }

  private static Config shareAtLeastOne(Config config, ConfigKey<Integer> key, int total, Coordination coordination) {
    if (total < coordination.driverCount()) {
      throw new ConfigError(key.name() + " = " + total + " cannot be shared among " + coordination.driverCount()
          + " driver processes (driver_count): each needs at least one");
    }
    return config.with(key, Long.toString(coordination.share(total)));
  }
}
