package com.linkbenchx.load;

import com.linkbenchx.model.LinkCount;

/**
 * The links of one (id1, type) too many for one loader, cut into pieces of at most {@code pieceSize} links that any
 * loader may write, each batch adding its links to the pair's stored count. When the split ends its count row is
 * written once more, as what this load stored: right also after an append onto an earlier load of the same pair.
 */
final class SplitLinks {
  private final long id1;
  private final int typeIndex;
  private final long linkType;
  private final long links;
  private final long pieceSize;
  private final long pieces;

  private long nextPiece;
  private long outstanding;
  private long stored;
  private long newestTime = Long.MIN_VALUE;
  private boolean closed;

  SplitLinks(long id1, int typeIndex, long linkType, long links, long pieceSize) {
    if (pieceSize < 1 || links <= pieceSize) {
      throw new IllegalArgumentException(links + " links need no split into pieces of " + pieceSize);
    }
    this.id1 = id1;
    this.typeIndex = typeIndex;
    this.linkType = linkType;
    this.links = links;
    this.pieceSize = pieceSize;
    this.pieces = (links - 1) / pieceSize + 1;
  }

  long id1() {
    return id1;
  }

  int typeIndex() {
    return typeIndex;
  }

  long linkType() {
    return linkType;
  }

  /** The next piece to write, or null when all were handed out or the split was closed. */
  synchronized LoadTask.LinkPiece handOut() {
    if (closed || nextPiece == pieces) {
      return null;
    }
    long piece = nextPiece++;
    outstanding++;
    long start = piece * pieceSize;
    return new LoadTask.LinkPiece(piece, start, Math.min(links, start + pieceSize), this);
  }

  /** A batch of a piece is stored, its links added to the pair's count. */
  synchronized void committed(long batchLinks, long batchNewestTime) {
    stored += batchLinks;
    newestTime = Math.max(newestTime, batchNewestTime);
  }

  /** A handed-out piece is written; returns the count row if no piece is outstanding or left to hand out, else null. */
  synchronized LinkCount finished() {
    if (outstanding <= 0) {
      throw new IllegalStateException("piece of (" + id1 + ", " + linkType + ") finished twice");
    }
    outstanding--;
    return outstanding == 0 && (closed || nextPiece == pieces) ? countRow() : null;
  }

  /**
   * Hands out no more pieces (the load is stopping). Returns the count row of what was stored when no piece is
   * outstanding any more, else null (the last finisher writes it; a piece that failed never finishes, and the
   * increments then stand).
   */
  synchronized LinkCount close() {
    if (closed || nextPiece == pieces) {
      return null; // the count row is (or will be) the last finisher's
    }
    closed = true;
    return outstanding == 0 ? countRow() : null;
  }

  private LinkCount countRow() {
    return stored == 0 ? null : new LinkCount(id1, linkType, newestTime, 0, stored);
  }
}
