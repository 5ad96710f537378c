package com.linkbenchx.driver;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.Logs;
import com.linkbenchx.load.LoadKeys;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreProvider;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * {@code load_existing}: what a load does when the dbid already holds data. A load on top of another would mix two
 * graphs, so by default it is refused.
 */
enum LoadExisting {
  /** Refuse to load into non-empty tables (the default). */
  REFUSE,
  /** Load on top of what is there, as LinkBench did. */
  APPEND,
  /** Empty the dbid's tables first. */
  TRUNCATE;

  private static final String KEY = LoadKeys.LOAD_EXISTING.name();

  static LoadExisting from(Config config) {
    return valueOf(LoadKeys.LOAD_EXISTING.read(config).toUpperCase(Locale.ROOT));
  }

  /** Applies the choice to every provider the load writes to; throws when refusing. */
  void apply(String dbid, List<StoreProvider> providers) throws StoreException {
    if (this == APPEND) {
      return;
    }
    Set<String> nonEmpty = new LinkedHashSet<>();
    for (StoreProvider provider : providers) {
      Optional<LoadTarget> target = provider.loadTarget();
      if (target.isEmpty()) {
        continue;
      }
      if (this == TRUNCATE) {
        Logs.logger().info("Emptying dbid " + dbid + " in " + provider.describe() + " (" + KEY + "=truncate)");
        target.get().truncate(dbid);
      } else {
        nonEmpty.addAll(target.get().nonEmptyTables(dbid));
      }
    }
    if (!nonEmpty.isEmpty()) {
      throw new StoreException(ErrorKind.FATAL, "dbid " + dbid + " already holds data ("
          + (nonEmpty.size() == 1 ? "table " : "tables ") + String.join(", ", nonEmpty)
          + (nonEmpty.size() == 1 ? " is" : " are") + " not empty): refusing to load on top of it; run with -D "
          + KEY + "=truncate to empty it first, or -D " + KEY + "=append to add to it");
    }
  }
}
