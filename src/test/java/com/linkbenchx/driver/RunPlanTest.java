package com.linkbenchx.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.TestProject;
import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigLoader;
import com.linkbenchx.config.Coordination;
import com.linkbenchx.load.LoadSettings;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.mysql.MySqlStoreProvider;
import com.linkbenchx.workload.Workload;
import java.util.Map;
import org.junit.jupiter.api.Test;

class RunPlanTest {
  @Test
  void countsAreWrittenToThreeSignificantDigitsInWords() {
    assertEquals("30", RunPlan.approximately(30));
    assertEquals("9,999", RunPlan.approximately(9_999.4));
    assertEquals("10 thousand", RunPlan.approximately(10_004));
    assertEquals("1.37 million", RunPlan.approximately(1_368_899));
    assertEquals("5.25 million", RunPlan.approximately(5_249_370));
    assertEquals("44.5 million", RunPlan.approximately(44_458_555));
    assertEquals("1 million", RunPlan.approximately(999_999), "rounded before its unit is chosen");
    assertEquals("1.2 billion", RunPlan.approximately(1.2e9));
    assertEquals("999 trillion", RunPlan.approximately(9.99e14));
    assertEquals("4.61e+19", RunPlan.approximately(4.611e19), "beyond trillions, a power of ten");
  }

  /** The load path is part of what the run will do: the bulk path is named, the INSERT path is LinkBench's. */
  @Test
  void planNamesTheBulkLoadPath() {
    Config config = new ConfigLoader(TestProject.DIR).load(TestProject.DIR.resolve("config/LinkConfigMysql.properties"),
        Map.of("maxid1", "1001"));
    String bulk = plan(config.with("load_method", "bulk"));
    assertTrue(bulk.contains("links, load_method=bulk"), bulk);
    String insert = plan(config);
    assertTrue(!insert.contains("load_method"), insert);
  }

  private static String plan(Config config) {
    MySqlStoreProvider mysql = new MySqlStoreProvider();
    mysql.configure(config);
    return RunPlan.describe(LoadSettings.from(config), 5000, null, false, Workload.from(config, true, false).graph(),
        new StoreSet(mysql, null), Coordination.single());
  }
}
