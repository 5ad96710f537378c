package com.linkbenchx.request;

import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.workload.MasterRandom;
import com.linkbenchx.workload.UnsharedRandom;
import java.util.OptionalLong;
import java.util.Random;

/**
 * The request phase's random streams, derived in LinkBenchX's order: a master SHA1PRNG seeded with
 * {@code request_random_seed} (or a random seed, logged so the run can be repeated), one draw logged at DEBUG, then one
 * seed per requester in order, then the generator's.
 */
record RequestSeeds(long[] requesterSeeds, long generatorSeed) {
  static RequestSeeds derive(OptionalLong configured, int requesters, PhaseLog log) {
    String key = RequestKeys.RANDOM_SEED.name();
    long seed = MasterRandom.chooseSeed(key, configured, log::info);
    Random master = MasterRandom.seededAndLogged(key, seed, log::debug);
    long[] requesterSeeds = new long[requesters];
    for (int i = 0; i < requesterSeeds.length; i++) {
      requesterSeeds[i] = master.nextLong();
    }
    return new RequestSeeds(requesterSeeds, master.nextLong());
  }

  Random requesterRandom(int index) {
    return new UnsharedRandom(requesterSeeds[index]); // its requester's alone
  }

  Random generatorRandom() {
    return new UnsharedRandom(generatorSeed);
  }
}
