package com.linkbenchx.load;

import com.linkbenchx.store.Link;
import com.linkbenchx.store.LinkCount;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.workload.LinkBenchOp;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes one loader's links through the store: in batches through the bulk methods when the store
 * supports them, otherwise one {@code addLink} at a time (the store then maintains counts).
 *
 * <p>Count rows are flushed only after the links they count, so a failed link batch never leaves
 * count rows for links that are not there. A failed batch is not kept for a later resend:
 * the failure ends the load.
 */
final class LinkWriter {
  private final LinkStore store;
  private final String dbid;
  private final int batchSize;
  private final LoadLatencies latencies;
  private final List<Link> linkBuffer;
  private final List<LinkCount> countBuffer;

  LinkWriter(LinkStore store, String dbid, LoadLatencies latencies) {
    this.store = store;
    this.dbid = dbid;
    this.batchSize = store.bulkLoadBatchSize();
    this.latencies = latencies;
    this.linkBuffer = new ArrayList<>(Math.max(batchSize, 1));
    this.countBuffer = new ArrayList<>(Math.max(batchSize, 1));
  }

  boolean isBulk() {
    return batchSize > 0;
  }

  void add(Link link) throws StoreException {
    if (!isBulk()) {
      long start = System.nanoTime();
      store.addLink(dbid, link);
      latencies.record(LinkBenchOp.LOAD_LINK, start, System.nanoTime(), 1);
      return;
    }
    linkBuffer.add(link);
    if (linkBuffer.size() >= batchSize) {
      flushLinks();
    }
  }

  /** Records the count row of a finished (id1, type); bulk mode only. */
  void addCount(LinkCount count) throws StoreException {
    if (!isBulk()) {
      return;
    }
    countBuffer.add(count);
    if (countBuffer.size() >= batchSize) {
      flushLinks();
      flushCounts();
    }
  }

  void flush() throws StoreException {
    if (isBulk()) {
      flushLinks();
      flushCounts();
    }
  }

  /** Writes the buffered links now (bulk mode); in single-link mode every link is already written. */
  void flushLinks() throws StoreException {
    if (linkBuffer.isEmpty()) {
      return;
    }
    int rows = linkBuffer.size();
    long start = System.nanoTime();
    try {
      store.addBulkLinks(dbid, linkBuffer);
    } finally {
      linkBuffer.clear();
    }
    latencies.record(LinkBenchOp.LOAD_LINKS_BULK, start, System.nanoTime(), rows);
  }

  private void flushCounts() throws StoreException {
    if (countBuffer.isEmpty()) {
      return;
    }
    int rows = countBuffer.size();
    long start = System.nanoTime();
    try {
      store.addBulkCounts(dbid, countBuffer);
    } finally {
      countBuffer.clear();
    }
    latencies.record(LinkBenchOp.LOAD_COUNTS_BULK, start, System.nanoTime(), rows);
  }
}
