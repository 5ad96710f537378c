package com.linkbenchx.load;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.workload.PayloadGenerator;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Loads one node chunk in batches; LinkBench loaded all nodes on one thread [P18], here every loader shares them. */
final class NodeChunkLoader {
  private final NodeStore store;
  private final String dbid;
  private final Supplier<PayloadGenerator> newPayloads;
  private final LoadLatencies latencies;
  private final WriteStreams streams;
  private final LoadProgress progress;
  private final int batchSize;
  private final long firstId;
  private final long endId;

  NodeChunkLoader(NodeStore store, String dbid, Supplier<PayloadGenerator> newPayloads, LoadLatencies latencies,
      WriteStreams streams, LoadProgress progress, long firstId, long endId) {
    this.store = store;
    this.progress = progress;
    this.streams = streams;
    this.dbid = dbid;
    this.newPayloads = newPayloads;
    this.latencies = latencies;
    this.batchSize = Math.max(1, store.bulkLoadBatchSize());
    this.firstId = firstId;
    this.endId = endId;
  }

  /** Returns the number of nodes stored. */
  long load(LoadTask.NodeChunk chunk, Random rng, BooleanSupplier stopRequested) throws StoreException {
    long stored = 0;
    PayloadGenerator payloads = newPayloads.get(); // per chunk, so its motif comes from the chunk's seed
    int nowSeconds = (int) (System.currentTimeMillis() / 1000);
    List<Node> batch = new ArrayList<>(batchSize);
    for (long id = chunk.startId(); id < chunk.endId(); id++) {
      if (stopRequested.getAsBoolean()) {
        break;
      }
      batch.add(new Node(id, Node.DEFAULT_NODE_TYPE, 1, nowSeconds, payloads.next(rng)));
      if (batch.size() >= batchSize) {
        stored += write(batch);
      }
    }
    if (!batch.isEmpty()) {
      stored += write(batch);
    }
    return stored;
  }

  private int write(List<Node> batch) throws StoreException {
    long[] ids = streams.writeReturning(latencies, LinkBenchOp.LOAD_NODE_BULK, batch.size(),
        () -> store.bulkAddNodes(dbid, batch));
    long outside = 0;
    long example = 0;
    for (long id : ids) {
      // Parallel node loaders interleave allocated ids, so only the range can be checked.
      if (id < firstId || id >= endId) {
        outside++;
        example = id;
      }
    }
    if (outside > 0) {
      progress.nodesOutOfRange(outside, example); // said once, with the count, at the end of the load
    }
    int count = batch.size();
    batch.clear();
    return count;
  }
}
