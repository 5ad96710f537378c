package com.linkbenchx.driver;

import com.linkbenchx.config.CoordinationKeys;
import com.linkbenchx.config.GeneralKeys;
import com.linkbenchx.config.KeyRegistry;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.config.LegacyKeys;
import com.linkbenchx.load.LoadKeys;
import com.linkbenchx.request.RequestKeys;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.embedded.EmbeddedKeys;
import com.linkbenchx.store.mongodb.MongoKeys;
import com.linkbenchx.store.pgsql.PgsqlKeys;
import com.linkbenchx.store.routing.RoutingKeys;
import com.linkbenchx.store.scripted.ScriptedKeys;
import com.linkbenchx.store.sql.SqlKeys;
import com.linkbenchx.workload.AccessKeys;
import com.linkbenchx.workload.WorkloadKeys;
import com.linkbenchx.workload.distributions.DistributionKeys;
import com.linkbenchx.workload.generators.GeneratorKeys;
import java.util.List;

/**
 * The registry of configuration keys: every {@code *Keys} group of the driver and of the stores shipped with it. A new
 * group is listed here once; a store's keys also come from its provider's {@code configKeys()}.
 */
public final class BuiltInKeys {
  /** Groups any run may read, whatever its stores; in the order of {@code docs/CONFIG.md}. */
  public static final List<KeySet> DRIVER = List.of(GeneralKeys.ALL, StoreKeys.ALL, LoadKeys.ALL, RequestKeys.ALL,
      CoordinationKeys.ALL, WorkloadKeys.ALL, AccessKeys.ALL, DistributionKeys.ALL, GeneratorKeys.ALL, LegacyKeys.ALL);
  /** Groups of the stores shipped with the driver; known in a run only when that store is configured. */
  public static final List<KeySet> STORES = List.of(SqlKeys.ALL, RoutingKeys.ALL, PgsqlKeys.ALL, EmbeddedKeys.ALL,
      MongoKeys.ALL, ScriptedKeys.ALL);

  private BuiltInKeys() {
  }

  /** The keys one run reads: the driver's and its configured stores'. */
  public static KeyRegistry forRun(StoreSet stores) {
    return KeyRegistry.of(DRIVER).plus(stores.configKeys());
  }

  /** Every key the driver and its shipped stores know. */
  public static KeyRegistry everything() {
    return KeyRegistry.of(DRIVER).plus(STORES);
  }
}
