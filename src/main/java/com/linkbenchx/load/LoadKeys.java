package com.linkbenchx.load;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;

/** Keys of the load phase ({@code -l}). */
public final class LoadKeys {
  private static final String SCOPE = "load";

  public static final ConfigKey<Integer> LOADERS = ConfigKey.integer("loaders").range(1, 4096).scope(SCOPE)
      .doc("Loader threads; link and node chunks share them");
  public static final ConfigKey<Integer> CHUNK_SIZE = ConfigKey.integer("loader_chunk_size")
      .defaultValue(2048).range(1, Integer.MAX_VALUE).scope(SCOPE)
      .doc("id1s per unit of loader work");
  public static final ConfigKey<Long> RANDOM_SEED = ConfigKey.longInteger("load_random_seed")
      .defaultText("random, logged").scope(SCOPE)
      .doc("Seed of the generated graph: the same seed gives the same graph whatever the number of loaders");
  public static final ConfigKey<Long> PROGRESS_INTERVAL = ConfigKey.longInteger("load_progress_interval")
      .defaultValue(50000L).range(1, Long.MAX_VALUE).scope(SCOPE)
      .doc("Links loaded between progress lines");
  public static final ConfigKey<Integer> STREAMS = ConfigKey.integer("load_streams")
      .defaultText("loaders; 2 with load_method=bulk").range(1, 4096).scope(SCOPE)
      .doc("Most loaders writing to the store at once; the others generate their next batch meanwhile. The"
          + " server's own bulk path is fastest with about one stream per server core, so load_method=bulk"
          + " defaults to 2 (raise it for a larger server)");
  public static final ConfigKey<String> LOAD_EXISTING = ConfigKey.choice("load_existing", "refuse", "append",
      "truncate").defaultValue("refuse").scope(SCOPE)
      .doc("When the dbid already holds data: refuse to load (exit 3), append to it, or truncate its tables first");

  public static final KeySet ALL = KeySet.of("Load phase", LOADERS, CHUNK_SIZE, RANDOM_SEED,
      PROGRESS_INTERVAL, STREAMS, LOAD_EXISTING);

  private LoadKeys() {
  }
}
