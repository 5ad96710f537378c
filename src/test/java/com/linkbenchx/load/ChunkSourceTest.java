package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.linkbenchx.config.Coordination;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ChunkSourceTest {
  private static List<LoadTask> drain(ChunkSource source) {
    List<LoadTask> tasks = new ArrayList<>();
    for (LoadTask task = source.poll(); task != null; task = source.poll()) {
      tasks.add(task);
    }
    assertNull(source.poll(), "stays empty");
    return tasks;
  }

  @Test
  void nodeAndLinkChunksInterleaveLinksHighestFirst() {
    ChunkSource source = new ChunkSource(1, 2501, 1000, true, Coordination.single());

    assertEquals(List.of(
        new LoadTask.NodeChunk(0, 1, 1001), new LoadTask.LinkChunk(2, 2001, 2501),
        new LoadTask.NodeChunk(1, 1001, 2001), new LoadTask.LinkChunk(1, 1001, 2001),
        new LoadTask.NodeChunk(2, 2001, 2501), new LoadTask.LinkChunk(0, 1, 1001)), drain(source));
    assertEquals(2500, new ChunkSource(1, 2501, 1000, true, Coordination.single()).linkIds());
  }

  @Test
  void linksOnlyWhenNodesAreNotGenerated() {
    assertEquals(List.of(new LoadTask.LinkChunk(1, 11, 16), new LoadTask.LinkChunk(0, 1, 11)),
        drain(new ChunkSource(1, 16, 10, false, Coordination.single())));
  }

  @Test
  void theLargestIdRangeCostsNothingUpFront() {
    ChunkSource source = new ChunkSource(1, Long.MAX_VALUE, 1_000_000, false, Coordination.single());

    assertEquals(Long.MAX_VALUE - 1, source.linkIds());
    LoadTask first = source.poll();
    assertEquals(Long.MAX_VALUE, first.endId());
    assertEquals((Long.MAX_VALUE - 2) / 1_000_000, first.index());
  }

  @Test
  void driverProcessesTakeContiguousSharesKeepingGlobalNumbers() {
    Map<String, String> noEnvironment = Map.of();
    List<LoadTask> second = drain(new ChunkSource(1, 51, 10, false, shared(1, 2, noEnvironment)));

    // 5 chunks over 2 processes: the first takes 0..2, the second 3..4.
    assertEquals(List.of(new LoadTask.LinkChunk(4, 41, 51), new LoadTask.LinkChunk(3, 31, 41)), second);
    assertEquals(20, new ChunkSource(1, 51, 10, false, shared(1, 2, noEnvironment)).linkIds());
  }

  private static Coordination shared(int index, int count, Map<String, String> environment) {
    return Coordination.from(com.linkbenchx.config.Config.of(Map.of(
        "driver_index", Integer.toString(index), "driver_count", Integer.toString(count))), environment);
  }
}
