package com.linkbenchx.load;

import com.linkbenchx.config.Logs;
import com.linkbenchx.store.LinkCount;
import com.linkbenchx.store.Phase;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.workload.Workload;
import java.util.concurrent.CountDownLatch;
import java.util.function.BooleanSupplier;
import org.apache.logging.log4j.Logger;

/**
 * One loader thread: opens its own stores, then takes link and node chunks from the shared queue
 * until it is empty or a stop is requested. A failure is handed to the phase, which stops the
 * others; it never halts the JVM.
 */
final class Loader implements Runnable {
  private static final Logger LOG = Logs.logger();

  private final int loaderId;
  private final LoadSettings settings;
  private final Workload workload;
  private final StoreSet stores;
  private final LoadTasks tasks;
  private final ChunkSeeds seeds;
  private final LoadProgress progress;
  private final LoadLatencies latencies;
  private final long loadStartMillis;
  private final CountDownLatch ready;
  private final BooleanSupplier stopRequested;
  private final LoadPhase.FailureSink failures;

  Loader(int loaderId, LoadSettings settings, Workload workload, StoreSet stores, LoadTasks tasks,
      ChunkSeeds seeds, LoadProgress progress, LoadLatencies latencies, long loadStartMillis,
      CountDownLatch ready, BooleanSupplier stopRequested, LoadPhase.FailureSink failures) {
    this.loaderId = loaderId;
    this.settings = settings;
    this.workload = workload;
    this.stores = stores;
    this.tasks = tasks;
    this.seeds = seeds;
    this.progress = progress;
    this.latencies = latencies;
    this.loadStartMillis = loadStartMillis;
    this.ready = ready;
    this.stopRequested = stopRequested;
    this.failures = failures;
  }

  @Override
  public void run() {
    LOG.info("Starting loader thread  #" + loaderId + " loading links" + (settings.generateNodes() ? " and nodes" : ""));
    WorkerStores opened = null;
    try {
      opened = settings.generateNodes()
          ? stores.openBoth(Phase.LOAD, loaderId) : stores.openLinks(Phase.LOAD, loaderId);
      ready.countDown();
      ready.await();
      runTasks(opened);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (Exception | Error e) {
      failures.failed(loaderId, e);
    } finally {
      ready.countDown(); // never leave the others waiting on a loader that could not open its store
      if (opened != null) {
        opened.close();
      }
    }
  }

  private void runTasks(WorkerStores opened) throws Exception {
    LinkWriter linkWriter = new LinkWriter(opened.links(), settings.dbid(), latencies, progress);
    LinkChunkGenerator linkGenerator = new LinkChunkGenerator(workload.graph(), workload::newLinkAddPayloads,
        loadStartMillis, tasks.pieceSize());
    NodeChunkLoader nodeLoader = settings.generateNodes()
        ? new NodeChunkLoader(opened.nodes(), settings.dbid(), workload::newNodeAddPayloads, latencies,
            workload.graph().startId1(), workload.graph().maxId1())
        : null;
    LoadTask task;
    while (!stopRequested.getAsBoolean() && (task = tasks.poll()) != null) {
      if (task instanceof LoadTask.LinkChunk chunk) {
        LOG.debug("Loader thread  #" + loaderId + " processing chunk " + chunk.index() + "["
            + chunk.startId() + ":" + chunk.endId() + "]");
        progress.id1sDone(linkGenerator.load(chunk, seeds.forTask(chunk), linkWriter, stopRequested));
      } else if (task instanceof LoadTask.LinkPiece piece) {
        linkGenerator.loadPiece(piece, seeds.forPiece(piece), linkWriter);
        LinkCount count = piece.split().finished();
        if (count != null) {
          linkWriter.addCount(count);
        }
      } else if (task instanceof LoadTask.NodeChunk chunk) {
        progress.nodesLoaded(nodeLoader.load(chunk, seeds.forTask(chunk), stopRequested));
      }
    }
    if (stopRequested.getAsBoolean()) {
      // Pieces not handed out are dropped; a split whose written pieces are all done is counted now.
      for (LinkCount count : tasks.closeSplits()) {
        linkWriter.addCount(count);
      }
    }
    // Links already generated are written even when stopping, each batch with its counts.
    linkWriter.flush();
  }
}
