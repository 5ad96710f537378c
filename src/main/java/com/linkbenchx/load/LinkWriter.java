package com.linkbenchx.load;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.StoreException;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes one loader's links through the store: in batches through the bulk method when the store supports it, otherwise
 * one {@code addLink} at a time (the store then maintains counts).
 *
 * <p>Every batch carries the count of each pair it holds links of, so a store writing a batch as one transaction never
 * holds a link without its count, however the load ends. A pair's first batch writes its count row; later batches add
 * to it (an increment, never a second row of the same key, which a bulk path such as COPY would refuse). A piece of a
 * split pair only adds its links, since other loaders write the rest of the pair at the same time.
 *
 * <p>On a multi-master cluster the pieces of a split pair add nothing to its count: loaders adding to one row through
 * different members would conflict at COMMIT again and again. The loader finishing the split's last piece writes its
 * count row once, after all its links.
 */
final class LinkWriter {
  private static final long NO_PAIR = Long.MIN_VALUE;

  private final LinkStore store;
  private final String dbid;
  private final int batchSize;
  private final LoadLatencies latencies;
  private final LoadProgress progress;
  private final WriteStreams streams;
  private final List<Link> links;
  private final List<LinkCount> counts;
  private final List<LinkCount> increments = new ArrayList<>(1);
  /** A multi-master cluster: pieces of split pairs add nothing to their counts (see the class comment). */
  private final boolean countSplitsOnce;

  // The pair being added outside pieces: its links so far, those counted in the store (0: no row yet), newest time.
  private long pairId1 = NO_PAIR;
  private long pairType;
  private long pairLinks;
  private long pairCounted;
  private long pairNewestTime;

  // While a piece of a split pair is written: its links buffered now, and their newest time.
  private SplitLinks piece;
  private long pieceBuffered;
  private long pieceNewestTime;

  LinkWriter(LinkStore store, String dbid, LoadLatencies latencies, LoadProgress progress, WriteStreams streams,
      boolean countSplitsOnce) {
    this.store = store;
    this.countSplitsOnce = countSplitsOnce;
    this.streams = streams;
    this.dbid = dbid;
    this.batchSize = store.bulkLoadBatchSize();
    this.latencies = latencies;
    this.progress = progress;
    this.links = new ArrayList<>(Math.max(batchSize, 1));
    this.counts = new ArrayList<>();
  }

  boolean isBulk() {
    return batchSize > 0;
  }

  void add(Link link) throws StoreException {
    if (!isBulk()) {
      streams.writeReturning(latencies, LinkBenchOp.LOAD_LINK, 1, () -> store.addLink(dbid, link));
      progress.linksStored(1);
      return;
    }
    if (piece != null) {
      pieceBuffered++;
      pieceNewestTime = Math.max(pieceNewestTime, link.time());
    } else {
      if (link.id1() != pairId1 || link.linkType() != pairType) {
        pairId1 = link.id1();
        pairType = link.linkType();
        pairLinks = 0;
        pairCounted = 0;
        pairNewestTime = Long.MIN_VALUE;
      }
      pairLinks++;
      pairNewestTime = Math.max(pairNewestTime, link.time());
    }
    links.add(link);
    if (links.size() >= batchSize) {
      flush();
    }
  }

  /**
   * The count row of a pair whose links were all added, or of a split (bulk mode only): written with the next batch,
   * or, when earlier batches already counted part of the pair, as the rest added.
   */
  void addCount(LinkCount count) {
    if (!isBulk()) {
      return;
    }
    boolean currentPair = count.id1() == pairId1 && count.linkType() == pairType;
    if (!currentPair || pairCounted == 0) {
      counts.add(count);
    } else if (pairLinks > pairCounted) {
      increments.add(new LinkCount(pairId1, pairType, pairNewestTime, 0, pairLinks - pairCounted));
    }
    pairId1 = NO_PAIR;
  }

  /** Links added from now until {@link #endPiece} are a piece of {@code split}. */
  void beginPiece(SplitLinks split) throws StoreException {
    flush();
    piece = split;
    pieceBuffered = 0;
    pieceNewestTime = Long.MIN_VALUE;
  }

  /** Writes the rest of the piece now: the split's count must not run ahead of stored links. */
  void endPiece() throws StoreException {
    flush();
    piece = null;
  }

  /** Writes everything buffered (bulk mode); in single-link mode every link is already written. */
  void flush() throws StoreException {
    if (!isBulk()) {
      return;
    }
    if (pairId1 != NO_PAIR && pairLinks > pairCounted) { // a pair going on into the next batch
      LinkCount counted = new LinkCount(pairId1, pairType, pairNewestTime, 0, pairLinks - pairCounted);
      (pairCounted == 0 ? counts : increments).add(counted);
      pairCounted = pairLinks;
    }
    if (pieceBuffered > 0 && !countSplitsOnce) {
      increments.add(new LinkCount(piece.id1(), piece.linkType(), pieceNewestTime, 0, pieceBuffered));
    }
    if (links.isEmpty() && counts.isEmpty() && increments.isEmpty()) {
      return;
    }
    int linkRows = links.size();
    int countRows = counts.size() + increments.size();
    LoadBatch batch = new LoadBatch(links, counts, increments);
    try {
      // A batch of count rows alone (the end of a split pair) is timed as such.
      streams.write(latencies, linkRows > 0 ? LinkBenchOp.LOAD_LINKS_BULK : LinkBenchOp.LOAD_COUNTS_BULK,
          linkRows > 0 ? linkRows : countRows, () -> store.addBulkLoad(dbid, batch));
    } finally {
      links.clear();
      counts.clear();
      increments.clear();
    }
    if (pieceBuffered > 0) {
      piece.committed(pieceBuffered, pieceNewestTime);
      pieceBuffered = 0;
      pieceNewestTime = Long.MIN_VALUE;
    }
    if (linkRows > 0) {
      progress.linksStored(linkRows);
    }
  }
}
