package com.linkbenchx.load;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.store.timing.TimedStores;
import com.linkbenchx.workload.Workload;
import java.util.function.BooleanSupplier;
import org.apache.logging.log4j.Logger;

/** One loader thread: opens its own stores, then loads tasks until none is left or a stop; failures go to the phase. */
final class Loader implements Runnable {
  private static final Logger LOG = Logs.logger();

  private final int loaderId;
  private final LoadRun run;
  private final LoadSettings settings;
  private final LoadLatencies latencies;

  Loader(int loaderId, LoadRun run, LoadLatencies latencies) {
    this.loaderId = loaderId;
    this.run = run;
    this.settings = run.settings();
    this.latencies = latencies;
  }

  @Override
  public void run() {
    LOG.info("Starting loader thread  #" + loaderId + " loading links"
        + (settings.generateNodes() ? " and nodes" : ""));
    WorkerStores opened = null;
    try {
      opened = settings.generateNodes()
          ? run.stores().openBoth(Phase.LOAD, loaderId) : run.stores().openLinks(Phase.LOAD, loaderId);
      run.ready().countDown();
      run.ready().await();
      runTasks(opened);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (Exception | Error e) {
      run.failures().failed(loaderId, e);
    } finally {
      run.ready().countDown(); // never leave the others waiting on a loader that could not open its store
      if (opened != null) {
        opened.close();
      }
    }
  }

  private void runTasks(WorkerStores opened) throws Exception {
    Workload workload = run.workload();
    LoadTasks tasks = run.tasks();
    ChunkSeeds seeds = run.seeds();
    LoadProgress progress = run.progress();
    BooleanSupplier stopRequested = run.stopRequested();
    // Every write is timed by the stores' own wrapper into the loader's timing record, as requests are.
    WorkerStores timed = TimedStores.wrap(opened, latencies.clock());
    LinkWriter linkWriter = new LinkWriter(timed.links(), settings.dbid(), latencies, progress, run.streams(),
        run.multiMaster());
    LinkChunkGenerator linkGenerator = new LinkChunkGenerator(workload.graph(), workload::newLinkAddPayloads,
        run.loadStartMillis(), tasks.pieceSize());
    NodeChunkLoader nodeLoader = settings.generateNodes()
        ? new NodeChunkLoader(timed.nodes(), settings.dbid(), workload::newNodeAddPayloads, latencies,
            run.streams(), progress, workload.graph().startId1(), workload.graph().maxId1())
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
      tasks.closeSplits().forEach(linkWriter::addCount);
    }
    // Links already generated are written even when stopping, each batch with its counts.
    linkWriter.flush();
  }
}
