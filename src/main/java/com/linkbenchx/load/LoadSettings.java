package com.linkbenchx.load;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.util.OptionalLong;

/**
 * The load phase's settings (SPEC Part II §2.3 "Graph and load"), validated when the run starts so
 * a typo fails before anything is loaded.
 *
 * @param dbid database (schema) name passed to every store call
 * @param loaders loader threads (at least 1); link and node chunks share this pool
 * @param generateNodes whether node rows are loaded too
 * @param chunkSize id1s per work chunk
 * @param seed {@code load_random_seed}, empty when a random seed should be drawn
 * @param progressInterval links between progress lines
 * @param displayFrequencySeconds seconds between per-operation latency lines
 */
public record LoadSettings(String dbid, int loaders, boolean generateNodes, int chunkSize, OptionalLong seed,
    long progressInterval, long displayFrequencySeconds) {

  public static LoadSettings from(Config config) {
    String dbid = config.getString("dbid");
    int loaders = config.getIntInRange("loaders", 1, 4096);
    boolean generateNodes = config.getBoolean("generate_nodes");
    int chunkSize = config.getIntInRange("loader_chunk_size", 2048, 1, Integer.MAX_VALUE);
    OptionalLong seed = config.has("load_random_seed")
        ? OptionalLong.of(config.getLong("load_random_seed")) : OptionalLong.empty();
    long progressInterval = config.getLongInRange("load_progress_interval", 50000, 1, Long.MAX_VALUE);
    long displayFrequency = config.getLongInRange("displayfreq", 1, Long.MAX_VALUE);
    return new LoadSettings(dbid, loaders, generateNodes, chunkSize, seed, progressInterval, displayFrequency);
  }
}
