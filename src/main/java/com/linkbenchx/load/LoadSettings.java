package com.linkbenchx.load;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.Coordination;
import com.linkbenchx.config.GeneralKeys;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.workload.WorkloadKeys;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * The load phase's settings, validated when the run starts so a typo fails before anything is loaded.
 *
 * @param seed {@code load_random_seed}, empty when a random seed should be drawn
 * @param streams {@code load_streams}, empty when the store's default applies
 * @param coordination this process among several loading together: its share of the chunks, and when the load starts
 */
public record LoadSettings(String dbid, int loaders, boolean generateNodes, int chunkSize, OptionalLong seed,
    long progressInterval, OptionalInt streams, long displayFrequencySeconds, Coordination coordination) {

  public static LoadSettings from(Config config) {
    return new LoadSettings(StoreKeys.DBID.read(config), LoadKeys.LOADERS.read(config),
        WorkloadKeys.GENERATE_NODES.read(config), LoadKeys.CHUNK_SIZE.read(config),
        LoadKeys.RANDOM_SEED.isSet(config) ? OptionalLong.of(LoadKeys.RANDOM_SEED.read(config)) : OptionalLong.empty(),
        LoadKeys.PROGRESS_INTERVAL.read(config),
        LoadKeys.STREAMS.isSet(config) ? OptionalInt.of(LoadKeys.STREAMS.read(config)) : OptionalInt.empty(),
        GeneralKeys.DISPLAY_FREQUENCY.read(config), Coordination.from(config, System.getenv()));
  }
}
