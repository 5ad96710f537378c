package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.Coordination;
import com.linkbenchx.config.Logs;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Phase;
import com.linkbenchx.results.PhaseLog;
import com.linkbenchx.results.TestRuns;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.RefusingLinkStore;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.workload.GraphShape;
import com.linkbenchx.workload.TestFiles;
import com.linkbenchx.workload.Workload;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * The links of a huge (id1, type) are written in pieces by all loaders; the graph stays the same
 * whatever the number of loaders, and its count row is written once, right, after its links.
 */
class SplitLinksLoadTest {
  /** RECIPROCAL: id1 = 1 has about 3,000 links, id1 = 2 about 1,500, ... most have 1 or 2. */
  private static final long MAX_ID1 = 3001;
  private static final long PIECE = 100;
  private static final String DBID = "linkdb";

  private record Key(long id1, long linkType) {
  }

  /** Everything the loaders wrote, by (id1, type); written one batch at a time, as one transaction. */
  private static final class Recorded {
    final Map<Key, Map<Long, Link>> links = new HashMap<>();
    final Map<Key, LinkCount> counts = new HashMap<>();
    /** Pairs whose count differed from their links right after a batch: what a kill then would leave. */
    final List<String> inconsistentAfterBatch = new ArrayList<>();
    /** Per pair: how many batches wrote or added to its count row, and its links when the last one did. */
    final Map<Key, Integer> countWrites = new HashMap<>();
    final Map<Key, Integer> linksAtCountWrite = new HashMap<>();

    synchronized void apply(LoadBatch batch) {
      Set<Key> touched = new HashSet<>();
      for (Link link : batch.links()) {
        Key key = new Key(link.id1(), link.linkType());
        links.computeIfAbsent(key, k -> new HashMap<>()).put(link.id2(), link);
        touched.add(key);
      }
      for (LinkCount count : batch.counts()) {
        Key key = new Key(count.id1(), count.linkType());
        counts.put(key, count);
        touched.add(key);
      }
      for (LinkCount increment : batch.countIncrements()) {
        Key key = new Key(increment.id1(), increment.linkType());
        LinkCount old = counts.get(key);
        counts.put(key, old == null ? increment : new LinkCount(key.id1(), key.linkType(),
            Math.max(old.time(), increment.time()), old.version() + 1, old.count() + increment.count()));
        touched.add(key);
      }
      for (LinkCount count : batch.counts()) {
        countWritten(new Key(count.id1(), count.linkType()));
      }
      for (LinkCount increment : batch.countIncrements()) {
        countWritten(new Key(increment.id1(), increment.linkType()));
      }
      for (Key key : touched) {
        long stored = links.getOrDefault(key, Map.of()).size();
        LinkCount count = counts.get(key);
        if (count == null || count.count() != stored) {
          inconsistentAfterBatch.add(key + ": " + stored + " links, count " + (count == null ? "none" : count.count()));
        }
      }
    }

    private void countWritten(Key key) {
      countWrites.merge(key, 1, Integer::sum);
      linksAtCountWrite.put(key, links.getOrDefault(key, Map.of()).size());
    }

    /**
     * Canonical text of the graph: every link and every count row, sorted; times are left out
     * (they count back from the load's start, which differs between runs).
     */
    synchronized String graph() {
      StringBuilder text = new StringBuilder();
      links.entrySet().stream().sorted((a, b) -> compare(a.getKey(), b.getKey())).forEach(e -> {
        e.getValue().values().stream().sorted((a, b) -> Long.compare(a.id2(), b.id2())).forEach(link -> text
            .append(link.id1()).append(' ').append(link.linkType()).append(' ').append(link.id2()).append(' ')
            .append(Arrays.hashCode(link.data())).append('\n'));
      });
      counts.entrySet().stream().sorted((a, b) -> compare(a.getKey(), b.getKey()))
          .forEach(e -> text.append("count ").append(e.getKey()).append(' ').append(e.getValue().count()).append('\n'));
      return text.toString();
    }

    private static int compare(Key a, Key b) {
      int byId = Long.compare(a.id1(), b.id1());
      return byId != 0 ? byId : Long.compare(a.linkType(), b.linkType());
    }

    /**
     * After every batch each pair it touched had a count equal to its links, so a load killed at any
     * moment leaves a graph that verifies; at the end every count has its pair's newest time.
     */
    synchronized void assertConsistent() {
      assertEquals(List.of(), inconsistentAfterBatch, "pairs out of step with their count after a batch");
      assertEquals(links.keySet(), counts.keySet(), "a count row for every (id1, type) with links, and only those");
      for (Map.Entry<Key, Map<Long, Link>> entry : links.entrySet()) {
        LinkCount count = counts.get(entry.getKey());
        assertEquals(entry.getValue().size(), count.count(), "count of " + entry.getKey());
        long newest = entry.getValue().values().stream().mapToLong(Link::time).max().orElseThrow();
        assertEquals(newest, count.time(), "time of " + entry.getKey());
      }
    }
  }

  /** A bulk store recording into {@link Recorded}; {@code beforeLinks} sees each batch first. */
  private static final class RecordingStore extends RefusingLinkStore {
    private final Recorded recorded;
    private final Consumer<List<Link>> beforeLinks;

    RecordingStore(Recorded recorded, Consumer<List<Link>> beforeLinks) {
      this.recorded = recorded;
      this.beforeLinks = beforeLinks;
    }

    @Override
    public int bulkLoadBatchSize() {
      return 37; // neither a divisor nor a multiple of the piece size
    }

    @Override
    public void addBulkLoad(String dbid, LoadBatch batch) {
      beforeLinks.accept(batch.links());
      recorded.apply(batch);
    }
  }

  /** The same store on a multi-master cluster. */
  private static final class MultiMasterProvider extends RecordingProvider implements LoadTarget {
    MultiMasterProvider(Recorded recorded) {
      super(recorded, batch -> {});
    }

    @Override
    public boolean isMultiMaster() {
      return true;
    }

    @Override
    public List<String> nonEmptyTables(String dbid) {
      return List.of();
    }

    @Override
    public void truncate(String dbid) {
    }
  }

  private static class RecordingProvider implements StoreProvider {
    private final Recorded recorded;
    private final Consumer<List<Link>> beforeLinks;

    RecordingProvider(Recorded recorded, Consumer<List<Link>> beforeLinks) {
      this.recorded = recorded;
      this.beforeLinks = beforeLinks;
    }

    @Override
    public void configure(Config config) {
    }

    @Override
    public LinkStore openLinkStore(Phase phase, int threadId) {
      return new RecordingStore(recorded, beforeLinks);
    }

    @Override
    public NodeStore openNodeStore(Phase phase, int threadId) {
      throw new UnsupportedOperationException();
    }
  }

  private static Workload workload() {
    Map<String, String> values = new HashMap<>(TestFiles.smallConfig(MAX_ID1).asMap());
    values.put("nlinks_func", "RECIPROCAL");
    values.put("nlinks_config", "1");
    values.put("nlinks_default", "1");
    return Workload.from(Config.of(values), true, false);
  }

  private static LoadPhase phase(int loaders, Recorded recorded, Consumer<List<Link>> beforeLinks) {
    return phase(loaders, OptionalInt.empty(), recorded, beforeLinks);
  }

  private static LoadPhase phase(int loaders, OptionalInt streams, Recorded recorded,
      Consumer<List<Link>> beforeLinks) {
    LoadSettings settings = new LoadSettings(DBID, loaders, false, 250, OptionalLong.of(77), 1_000_000, streams,
        3600, Coordination.single());
    return new LoadPhase(settings, workload(), new StoreSet(new RecordingProvider(recorded, beforeLinks), null),
        TestRuns.logOnly(TestRuns.load(), PhaseLog.of(Logs.logger())), null, PIECE);
  }

  @Test
  void onAMultiMasterClusterASplitPairsCountRowIsWrittenOnceAfterAllItsLinks() throws Exception {
    String expected = load(1).graph();
    Recorded recorded = new Recorded();
    LoadSettings settings = new LoadSettings(DBID, 7, false, 250, OptionalLong.of(77), 1_000_000, OptionalInt.empty(),
        3600, Coordination.single());
    LoadResult result = new LoadPhase(settings, workload(), new StoreSet(new MultiMasterProvider(recorded), null),
        TestRuns.logOnly(TestRuns.load(), PhaseLog.of(Logs.logger())), null, PIECE).run();
    assertNull(result.failure());

    assertEquals(expected, recorded.graph(), "7 loaders on a cluster load the graph one loader does");
    Key huge = new Key(1, GraphShape.linkType(0));
    long hugeLinks = workload().graph().linksOfType(1, 0);
    // Loaders writing through different members would conflict on every shared count row.
    assertEquals(1, recorded.countWrites.get(huge), "one write of the split pair's count row");
    assertEquals(hugeLinks, recorded.linksAtCountWrite.get(huge).longValue(), "written after all its links");
    assertEquals(hugeLinks, recorded.counts.get(huge).count());
  }

  private static Recorded load(int loaders) throws Exception {
    Recorded recorded = new Recorded();
    LoadResult result = phase(loaders, recorded, batch -> {}).run();
    assertNull(result.failure());
    return recorded;
  }

  @Test
  void sameGraphAndCountsWhateverTheLoaderCount() throws Exception {
    GraphShape graph = workload().graph();
    assertTrue(graph.linksOfType(1, 0) > 10 * PIECE, "the test graph has an (id1, type) of many pieces");

    Recorded one = load(1);
    one.assertConsistent();
    Key huge = new Key(1, GraphShape.linkType(0));
    assertEquals(graph.linksOfType(1, 0), one.counts.get(huge).count());
    String expected = one.graph();
    for (int loaders : new int[] {2, 7}) {
      Recorded several = load(loaders);
      several.assertConsistent();
      assertEquals(expected, several.graph(), loaders + " loaders load the graph one loader does");
    }
  }

  @Test
  void fewerWriteStreamsThanLoadersWriteTheSameGraphAndNeverMoreAtOnce() throws Exception {
    String expected = load(1).graph();
    AtomicInteger writing = new AtomicInteger();
    AtomicInteger mostAtOnce = new AtomicInteger();
    Recorded recorded = new Recorded();
    LoadResult result = phase(7, OptionalInt.of(2), recorded, batch -> {
      mostAtOnce.accumulateAndGet(writing.incrementAndGet(), Math::max);
      try {
        Thread.sleep(0, 200_000); // long enough for the other loaders to pile up behind the streams
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      writing.decrementAndGet();
    }).run();
    assertNull(result.failure());
    recorded.assertConsistent();
    assertEquals(expected, recorded.graph(), "7 loaders through 2 streams load the graph one loader does");
    assertEquals(2, mostAtOnce.get(), "at most load_streams loaders write at once, and that many do");
  }

  @Test
  void stopInsideAPieceLeavesCountsMatchingTheLinksWritten() throws Exception {
    Recorded recorded = new Recorded();
    AtomicInteger hugeBatches = new AtomicInteger();
    LoadPhase[] phase = new LoadPhase[1];
    phase[0] = phase(3, recorded, batch -> {
      if (batch.stream().anyMatch(link -> link.id1() == 1) && hugeBatches.incrementAndGet() == 5) {
        phase[0].requestStop("signal"); // in the middle of a piece of id1 1's first type
      }
    });
    LoadResult result = phase[0].run();

    assertTrue(result.interrupted());
    recorded.assertConsistent();
    long hugeLinks = recorded.links.get(new Key(1, GraphShape.linkType(0))).size();
    assertTrue(hugeLinks > 0 && hugeLinks < workload().graph().linksOfType(1, 0),
        "stopped part-way through id1 1: " + hugeLinks + " links");
  }

  @Test
  void aFailedPieceLeavesItsSplitCountedByTheLinksStored() throws Exception {
    Recorded recorded = new Recorded();
    AtomicInteger hugeBatches = new AtomicInteger();
    LoadResult result = phase(3, recorded, batch -> {
      if (batch.stream().anyMatch(link -> link.id1() == 1) && hugeBatches.incrementAndGet() == 5) {
        throw new IllegalStateException("store failed");
      }
    }).run();

    assertNotNull(result.failure());
    recorded.assertConsistent();
    Key huge = new Key(1, GraphShape.linkType(0));
    long hugeLinks = recorded.links.get(huge).size();
    assertTrue(hugeLinks > 0 && hugeLinks < workload().graph().linksOfType(1, 0),
        "failed part-way through id1 1: " + hugeLinks + " links");
  }

  @Test
  void splitHandsOutPiecesAndCountsOnceAfterTheLast() {
    SplitLinks split = new SplitLinks(5, 0, GraphShape.linkType(0), 250, PIECE);
    LoadTask.LinkPiece first = split.handOut();
    LoadTask.LinkPiece second = split.handOut();
    LoadTask.LinkPiece third = split.handOut();
    assertNull(split.handOut());
    assertEquals(List.of(0L, 100L, 200L), List.of(first.startId(), second.startId(), third.startId()));
    assertEquals(250, third.endId());
    split.committed(60, 10);
    split.committed(40, 8);
    assertNull(split.finished());
    split.committed(50, 30);
    assertNull(split.finished());
    split.committed(100, 20);
    LinkCount count = split.finished();
    assertEquals(new LinkCount(5, GraphShape.linkType(0), 30, 0, 250), count);
    assertNull(split.close(), "no second count row");
  }

  @Test
  void closingASplitCountsWhatWasStored() {
    SplitLinks split = new SplitLinks(5, 1, GraphShape.linkType(1), 250, PIECE);
    split.handOut();
    split.handOut();
    split.committed(100, 10);
    assertNull(split.finished());
    split.committed(37, 5);
    assertNull(split.close(), "a piece is still being written");
    split.committed(63, 4);
    LinkCount count = split.finished();
    assertEquals(new LinkCount(5, GraphShape.linkType(1), 10, 0, 200), count);
    assertNull(split.handOut(), "closed");
  }
}
