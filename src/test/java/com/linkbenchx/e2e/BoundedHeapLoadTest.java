package com.linkbenchx.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.cli.CliProcess;
import com.linkbenchx.store.embedded.EmbeddedMariaDbExtension;
import com.linkbenchx.store.sql.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/**
 * The driver's memory during a load is bounded by its loaders and batch size, not by the graph:
 * the shipped MySQL configuration (its 10 loaders and batch size) loads 200,001 ids (about 1.8
 * million links) in a JVM with a 96 MB heap. Before chunks were made lazily and the short batches'
 * statements were left uncached, the heap grew with the number of ids and links.
 */
@ExtendWith(EmbeddedMariaDbExtension.class)
class BoundedHeapLoadTest {
  private static final String DBID = "bounded_heap_linkdb";
  private static final int HEAP_MEGABYTES = 96;

  @TempDir
  Path work;

  @Test
  void shippedMySqlConfigurationLoads200001IdsIn96Megabytes(TestDatabase db) throws Exception {
    db.execute("DROP DATABASE IF EXISTS " + DBID);

    CliProcess.Result load = CliProcess.runWithHeap(work, 600, HEAP_MEGABYTES, Map.of(),
        "-c", CliProcess.PROJECT_DIR.resolve("config/LinkConfigMysql.properties").toString(), "-l",
        "-D", "host=" + db.host(), "-D", "port=" + db.port(), "-D", "user=" + db.user(),
        "-D", "password=" + db.password(), "-D", "dbid=" + DBID, "-D", "create_tables=true",
        "-D", "maxid1=200001", "-D", "load_random_seed=11", "--results", "none");

    assertEquals(0, load.exitCode(), load.all());
    assertTrue(load.stderr().contains("LOAD PHASE COMPLETED.  Loaded 200000 nodes (Expected 200000)"), load.stderr());
    assertFalse(load.all().contains("OutOfMemoryError") || load.all().contains("out of memory"), load.all());
    try (Connection connection = db.connect(); Statement statement = connection.createStatement();
        ResultSet links = statement.executeQuery("SELECT COUNT(*) FROM " + DBID + ".linktable")) {
      assertTrue(links.next());
      assertTrue(links.getLong(1) > 1_000_000, "links loaded: " + links.getLong(1));
    } finally {
      db.execute("DROP DATABASE IF EXISTS " + DBID);
    }
  }
}
