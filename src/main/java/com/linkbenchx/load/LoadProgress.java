package com.linkbenchx.load;

import com.linkbenchx.config.Logs;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import org.apache.logging.log4j.Logger;

/**
 * Counts loaded id1s, stored links and nodes across loaders and logs LinkBench's progress line, with the current rate
 * and the time left, each time the link count crosses a multiple of {@code load_progress_interval}. Links count once
 * the store has taken them; id1s when generated, which runs ahead, so the percentage also follows the links stored.
 */
final class LoadProgress {
  private static final Logger LOG = Logs.logger();

  private final long totalId1s;
  private final double expectedLinks;
  private final long progressInterval;
  private final long startNanos;
  private final AtomicLong id1sDone = new AtomicLong();
  private final AtomicLong linksDone = new AtomicLong();
  private final AtomicLong nodesDone = new AtomicLong();
  private final AtomicLong nodesOutOfRange = new AtomicLong();
  /** One id of those outside the graph's range, for the message; 0 when none. */
  private volatile long outOfRangeExample;
  private final AtomicLong nextReportAt;
  // Rate since the previous line, so a slowing load shows in the log.
  private long lastReportNanos;
  private long lastReportLinks;

  /** @param expectedLinks the links this load is expected to store (an estimate), NaN if unknown */
  LoadProgress(long totalId1s, double expectedLinks, long progressInterval, long startNanos) {
    this.totalId1s = totalId1s;
    this.expectedLinks = expectedLinks;
    this.progressInterval = progressInterval;
    this.startNanos = startNanos;
    this.nextReportAt = new AtomicLong(progressInterval);
    this.lastReportNanos = startNanos;
  }

  void nodesLoaded(long count) {
    nodesDone.addAndGet(count);
  }

  /** Nodes the store gave ids outside [startid1, maxid1), with one of those ids. */
  void nodesOutOfRange(long count, long exampleId) {
    nodesOutOfRange.addAndGet(count);
    outOfRangeExample = exampleId;
  }

  long nodesOutOfRange() {
    return nodesOutOfRange.get();
  }

  long outOfRangeExample() {
    return outOfRangeExample;
  }

  /** Links the store has taken (a batch written, or one link in single-link mode). */
  void linksStored(long links) {
    long linkTotal = linksDone.addAndGet(links);
    long threshold = nextReportAt.get();
    while (linkTotal >= threshold) {
      long next = (linkTotal / progressInterval + 1) * progressInterval;
      if (nextReportAt.compareAndSet(threshold, next)) {
        report(id1sDone.get(), linkTotal);
        return;
      }
      threshold = nextReportAt.get();
    }
  }

  /** Id1s whose links were all generated (the last ones may still be on their way to the store). */
  void id1sDone(long id1s) {
    long id1Total = id1sDone.addAndGet(id1s);
    if (id1s > 0 && id1Total == totalId1s) {
      report(id1Total, linksDone.get());
    }
  }

  private synchronized void report(long id1Total, long linkTotal) {
    long now = System.nanoTime();
    double elapsed = Math.max(1e-9, (now - startNanos) / 1e9);
    double sinceLast = Math.max(1e-9, (now - lastReportNanos) / 1e9);
    double currentRate = Math.max(0, linkTotal - lastReportLinks) / sinceLast;
    lastReportNanos = now;
    lastReportLinks = linkTotal;
    LOG.info(line(id1Total, totalId1s, linkTotal, expectedLinks, elapsed, currentRate));
  }

  /** LinkBench's progress line: complete is the smaller of the id1 and link shares, time left the longer. */
  static String line(long id1Total, long totalId1s, long linkTotal, double expectedLinks, double elapsed,
      double currentRate) {
    double id1Rate = id1Total / elapsed;
    double linkRate = linkTotal / elapsed;
    double share = totalId1s > 0 ? (double) id1Total / totalId1s : 1.0;
    double left = id1Rate > 0 ? (totalId1s - id1Total) / id1Rate : Double.NaN;
    if (expectedLinks > 0 && linkTotal < expectedLinks) {
      share = Math.min(share, linkTotal / expectedLinks);
      double linksLeft = linkRate > 0 ? (expectedLinks - linkTotal) / linkRate : Double.NaN;
      left = Double.isNaN(left) ? linksLeft : Math.max(left, linksLeft);
    }
    String eta = Double.isNaN(left) ? "unknown" : formatDuration(left);
    return String.format(Locale.ROOT,
        "%d/%d id1s loaded (%.1f%% complete) at %.2f id1s/sec avg. %d links loaded at %.2f links/sec avg."
            + " Current rate %.0f links/sec, ETA %s",
        id1Total, totalId1s, 100.0 * share, id1Rate, linkTotal, linkRate, currentRate, eta);
  }

  static String formatDuration(double seconds) {
    long total = Math.round(seconds);
    return total >= 3600
        ? String.format(Locale.ROOT, "%dh%02dm%02ds", total / 3600, total / 60 % 60, total % 60)
        : String.format(Locale.ROOT, "%dm%02ds", total / 60, total % 60);
  }

  long links() {
    return linksDone.get();
  }

  long nodes() {
    return nodesDone.get();
  }

  long id1s() {
    return id1sDone.get();
  }
}
