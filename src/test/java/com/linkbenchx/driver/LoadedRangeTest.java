package com.linkbenchx.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.cli.CliProcess;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.memory.MemoryStoreProvider;
import com.linkbenchx.store.noop.NoopStoreProvider;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** [startid1, maxid1) against the node ids the store holds, before a request phase or a verify. */
class LoadedRangeTest {
  private static final String DBID = "linkdb";

  @TempDir
  Path work;

  /** An in-memory store holding nodes 1..count, as a load with maxid1 = count + 1 leaves it. */
  private static StoreSet loaded(int count) throws StoreException {
    MemoryStoreProvider memory = new MemoryStoreProvider();
    try (NodeStore nodes = memory.openNodeStore(Phase.LOAD, 0)) {
      nodes.resetNodeStore(DBID, 1);
      List<Node> batch = new ArrayList<>();
      for (int i = 0; i < count; i++) {
        batch.add(new Node(0, Node.DEFAULT_NODE_TYPE, 1, 1, new byte[] {1}));
      }
      nodes.bulkAddNodes(DBID, batch);
    }
    return new StoreSet(memory, null);
  }

  @Test
  void anEmptyStoreIsRefusedForRequestsAndWarnedForVerify() throws Exception {
    StoreException requests = assertThrows(StoreException.class,
        () -> LoadedRange.check(loaded(0), DBID, 1, 200_001, LoadedRange.Use.REQUESTS));
    assertEquals("dbid linkdb holds no node, but the request phase would draw ids from [1, 200001) (startid1, maxid1):"
        + " load the graph first (-l), or point dbid, startid1 and maxid1 at a loaded one", requests.getMessage());
    // A links-only load (generate_nodes = false) holds links to verify and no node.
    String verify = LoadedRange.check(loaded(0), DBID, 1, 200_001, LoadedRange.Use.VERIFY);
    assertTrue(verify.startsWith("dbid linkdb holds no node, but --verify would check ids [1, 200001)"), verify);
  }

  /** Loaded with maxid1 = 201, requested without repeating it (the shipped 10000001). */
  @Test
  void aGraphLoadedWithASmallerMaxid1IsRefusedNamingBothRangesAndTheKeys() throws Exception {
    StoreException refused = assertThrows(StoreException.class,
        () -> LoadedRange.check(loaded(200), DBID, 1, 10_000_001, LoadedRange.Use.REQUESTS));
    assertEquals("The request phase would draw ids from [1, 10000001) (startid1, maxid1), but dbid linkdb holds node"
        + " ids [1, 201): 100.0% of them were never loaded; set startid1 and maxid1 to the loaded graph's"
        + " (-D startid1=1 -D maxid1=201), or load that range", refused.getMessage());
    assertThrows(StoreException.class, () -> LoadedRange.check(loaded(200), DBID, 1, 224, LoadedRange.Use.REQUESTS),
        "23 of 223 ids (10.3%) never loaded");
  }

  @Test
  void upToATenthOfTheIdsNeverLoadedIsOneWarning() throws Exception {
    assertEquals("The request phase would draw ids from [1, 221) (startid1, maxid1), but dbid linkdb holds node ids"
        + " [1, 201): 9.1% of them were never loaded; operations on those ids find nothing",
        LoadedRange.check(loaded(200), DBID, 1, 221, LoadedRange.Use.REQUESTS));
  }

  @Test
  void verifyWarnsWhereARequestPhaseIsRefused() throws Exception {
    String warning = LoadedRange.check(loaded(200), DBID, 1, 10_000_001, LoadedRange.Use.VERIFY);
    assertTrue(warning.startsWith("--verify would check ids [1, 10000001) (startid1, maxid1), but dbid linkdb holds"
        + " node ids [1, 201): 100.0% of them were never loaded; operations on those ids find nothing"), warning);
  }

  /** Nodes added by earlier request phases lie above maxid1: that is the loaded graph grown, not a wrong one. */
  @Test
  void aRangeInsideTheStoredOneSaysNothing() throws Exception {
    assertNull(LoadedRange.check(loaded(300), DBID, 1, 201, LoadedRange.Use.REQUESTS));
    assertNull(LoadedRange.check(loaded(300), DBID, 101, 301, LoadedRange.Use.VERIFY));
    assertEquals(0.5, LoadedRange.missingShare(new com.linkbenchx.store.NodeIdRange(101, 200), 1, 201), 1e-12);
  }

  @Test
  void aStoreThatKeepsNoNodesIsNotChecked() throws Exception {
    assertNull(LoadedRange.check(new StoreSet(new NoopStoreProvider(), null), DBID, 1, 10_000_001,
        LoadedRange.Use.REQUESTS));
  }

  /** The in-memory store lives in the process: -r without -l ran on an empty store and said it kept up. */
  @Test
  void requestsOnTheInMemoryStoreWithoutALoadAreRefusedBeforeTheyStart() throws Exception {
    CliProcess.Result result = CliProcess.run(work, 120, "-c",
        CliProcess.PROJECT_DIR.resolve("config/LinkConfigMemory.properties").toString(), "-r",
        "-D", "maxid1=2001", "-D", "maxtime=2");
    assertEquals(3, result.exitCode(), result.all());
    assertEquals(1, result.errorLines().size(), result.all());
    assertTrue(result.errorLines().get(0).endsWith("]: Store error: dbid linkdb holds no node, but the request phase"
        + " would draw ids from [1, 2001) (startid1, maxid1): load the graph first (-l), or point dbid, startid1 and"
        + " maxid1 at a loaded one"), result.all());
    assertFalse(result.all().contains("Verdict:"), "no phase ran");
  }
}
