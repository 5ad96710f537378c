package com.linkbenchx.load;

import com.linkbenchx.store.LinkCount;

/**
 * The links of one (id1, type) too many for one loader, cut into pieces of at most
 * {@code pieceSize} links that any loader may write. Its count row is produced once, by whichever
 * loader finishes the last outstanding piece, and only after every handed-out piece said its links
 * were written: a loader that fails mid-piece never finishes it, so no count row claims links that
 * are not there. When the load stops early, the pieces not yet handed out are dropped and the count
 * row says how many links the finished pieces wrote, with their newest time.
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
  private long written;
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

  /**
   * A handed-out piece's links are written (flushed, not merely buffered). Returns the count row when
   * this was the last outstanding piece and no other will be handed out, else null.
   */
  synchronized LinkCount finished(long pieceLinks, long pieceNewestTime) {
    if (outstanding <= 0) {
      throw new IllegalStateException("piece of (" + id1 + ", " + linkType + ") finished twice");
    }
    outstanding--;
    written += pieceLinks;
    newestTime = Math.max(newestTime, pieceNewestTime);
    return outstanding == 0 && (closed || nextPiece == pieces) ? countRow() : null;
  }

  /**
   * Hands out no more pieces (the load is stopping). Returns the count row of what was written when
   * no piece is outstanding any more, else null (the last finisher writes it).
   */
  synchronized LinkCount close() {
    if (closed || nextPiece == pieces) {
      return null; // the count row is (or will be) the last finisher's
    }
    closed = true;
    return outstanding == 0 ? countRow() : null;
  }

  private LinkCount countRow() {
    return written == 0 ? null : new LinkCount(id1, linkType, newestTime, 0, written);
  }
}
