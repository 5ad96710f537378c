package com.linkbenchx.load;

import com.linkbenchx.config.Logs;
import com.linkbenchx.stats.LatencySummary;
import com.linkbenchx.stats.OutputFiles;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.Phase;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.workload.GraphShape;
import com.linkbenchx.workload.LinkBenchOp;
import com.linkbenchx.workload.Workload;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.HdrHistogram.Histogram;
import org.apache.logging.log4j.Logger;

/**
 * The load phase (SPEC Part II §5): a pool of {@code loaders} threads bulk-loads the generated graph
 * (links, counts and, with {@code generate_nodes}, nodes) through the store, then prints the latency
 * summary and LinkBench's {@code LOAD PHASE COMPLETED} line.
 */
public final class LoadPhase {
  private static final Logger LOG = Logs.logger();

  /** Receives the first loader failure. */
  interface FailureSink {
    void failed(int loaderId, Throwable failure);
  }

  private final LoadSettings settings;
  private final Workload workload;
  private final StoreSet stores;
  private final OutputFiles outputs;
  private final AtomicReference<Throwable> firstFailure = new AtomicReference<>();
  private volatile boolean stopRequested;

  public LoadPhase(LoadSettings settings, Workload workload, StoreSet stores, OutputFiles outputs) {
    this.settings = settings;
    this.workload = workload;
    this.stores = stores;
    this.outputs = outputs;
  }

  /** Asks the loaders to stop after their current id1; what they generated is still written. */
  public void requestStop() {
    stopRequested = true;
  }

  public LoadResult run() throws InterruptedException, StoreException {
    GraphShape graph = workload.graph();
    LOG.info("Starting loaders " + settings.loaders());
    long seed = chooseSeed();
    if (settings.generateNodes()) {
      LOG.info("Will generate graph nodes during loading");
      resetNodes(graph);
    }
    Queue<LoadTask> tasks = buildTasks(graph);
    LoadLatencies latencies = new LoadLatencies();
    long startNanos = System.nanoTime();
    LoadProgress progress = new LoadProgress(graph.maxId1() - graph.startId1(), settings.progressInterval(), startNanos);
    CountDownLatch ready = new CountDownLatch(settings.loaders());
    long loadStartMillis = System.currentTimeMillis();

    ChunkSeeds seeds = new ChunkSeeds(seed);
    List<Thread> threads = new ArrayList<>();
    for (int i = 0; i < settings.loaders(); i++) {
      Loader loader = new Loader(i, settings, workload, stores, tasks, seeds, progress, latencies,
          loadStartMillis, ready, () -> stopRequested, this::loaderFailed);
      Thread thread = new Thread(loader, "Loader-" + i);
      threads.add(thread);
      thread.start();
    }
    IntervalPrinter printer = new IntervalPrinter(latencies, settings.displayFrequencySeconds());
    Thread printerThread = new Thread(printer, "Load Stats Thread");
    printerThread.setDaemon(true);
    printerThread.start();
    for (Thread thread : threads) {
      thread.join();
    }
    printerThread.interrupt();
    printerThread.join();
    double seconds = (System.nanoTime() - startNanos) / 1e9;

    printSummary(latencies.totals());
    LoadResult result = new LoadResult(progress.nodes(), graph.maxId1() - graph.startId1(),
        progress.links(), seconds, stopRequested, firstFailure.get());
    LOG.info(completionLine(result));
    outputs.flush();
    return result;
  }

  private long chooseSeed() {
    long seed;
    if (settings.seed().isPresent()) {
      seed = settings.seed().getAsLong();
      LOG.info("Using configured random seed load_random_seed=" + seed);
    } else {
      seed = System.nanoTime() ^ "load_random_seed".hashCode();
      LOG.info("Using random seed " + seed + " since load_random_seed not specified");
    }
    return seed;
  }

  private void resetNodes(GraphShape graph) throws StoreException {
    try (WorkerStores opened = stores.openNodes(Phase.LOAD, settings.loaders())) {
      NodeStore nodes = opened.nodes();
      nodes.resetNodeStore(settings.dbid(), graph.startId1());
    }
  }

  /** Node and link chunks interleaved so both progress together; link chunks highest ids first, as LinkBench. */
  private Queue<LoadTask> buildTasks(GraphShape graph) {
    List<LoadTask> linkChunks = new ArrayList<>();
    List<LoadTask> nodeChunks = new ArrayList<>();
    long index = 0;
    for (long start = graph.startId1(); start < graph.maxId1(); start += settings.chunkSize()) {
      long end = Math.min(start + settings.chunkSize(), graph.maxId1());
      linkChunks.add(new LoadTask.LinkChunk(index, start, end));
      if (settings.generateNodes()) {
        nodeChunks.add(new LoadTask.NodeChunk(index, start, end));
      }
      index++;
    }
    java.util.Collections.reverse(linkChunks);
    Queue<LoadTask> tasks = new ConcurrentLinkedQueue<>();
    for (int i = 0; i < Math.max(linkChunks.size(), nodeChunks.size()); i++) {
      if (i < nodeChunks.size()) {
        tasks.add(nodeChunks.get(i));
      }
      if (i < linkChunks.size()) {
        tasks.add(linkChunks.get(i));
      }
    }
    return tasks;
  }

  private void loaderFailed(int loaderId, Throwable failure) {
    if (firstFailure.compareAndSet(null, failure)) {
      LOG.error("Loader #" + loaderId + " failed, stopping the load: " + failure.getMessage());
      LOG.debug("Loader failure", failure);
    }
    stopRequested = true;
  }

  private void printSummary(Map<LinkBenchOp, Histogram> totals) {
    boolean csvHeaderWritten = false;
    for (LinkBenchOp op : LoadLatencies.OPS) {
      Histogram histogram = totals.get(op);
      if (histogram.getTotalCount() == 0) {
        continue;
      }
      LOG.info(LatencySummary.line(op, histogram));
      if (outputs.csvStats() != null) {
        if (!csvHeaderWritten) {
          outputs.csvStats().println(LatencySummary.CSV_HEADER);
          csvHeaderWritten = true;
        }
        outputs.csvStats().println(LatencySummary.csvRow(op, histogram));
      }
    }
  }

  static String completionLine(LoadResult result) {
    String head = result.failure() != null ? "LOAD PHASE FAILED." : result.interrupted() ? "LOAD PHASE INTERRUPTED." : "LOAD PHASE COMPLETED.";
    double linksPerNode = (double) result.links() / result.nodes();
    long linksPerSecond = result.seconds() > 0 ? Math.round(result.links() / result.seconds()) : 0;
    return String.format(Locale.ROOT,
        "%s  Loaded %d nodes (Expected %d). Loaded %d links (%.2f links per node).  Took %.1f seconds.  Links/second = %d",
        head, result.nodes(), result.expectedNodes(), result.links(), linksPerNode, result.seconds(), linksPerSecond);
  }

  /** Logs the load operations' latencies every {@code displayfreq} seconds. */
  private static final class IntervalPrinter implements Runnable {
    private final LoadLatencies latencies;
    private final long periodSeconds;

    IntervalPrinter(LoadLatencies latencies, long periodSeconds) {
      this.latencies = latencies;
      this.periodSeconds = periodSeconds;
    }

    @Override
    public void run() {
      try {
        while (true) {
          TimeUnit.SECONDS.sleep(periodSeconds);
          for (Map.Entry<LinkBenchOp, Histogram> entry : latencies.drainInterval().entrySet()) {
            Histogram interval = entry.getValue();
            if (interval.getTotalCount() > 0) {
              LOG.info(String.format(Locale.ROOT, "%s interval: count = %d  p50 = %.3fms  p99 = %.3fms  max = %.3fms",
                  entry.getKey(), interval.getTotalCount(), interval.getValueAtPercentile(50) / 1000.0,
                  interval.getValueAtPercentile(99) / 1000.0, interval.getMaxValue() / 1000.0));
            }
          }
        }
      } catch (InterruptedException stop) {
        Thread.currentThread().interrupt();
      }
    }
  }
}
