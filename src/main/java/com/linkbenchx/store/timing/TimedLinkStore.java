package com.linkbenchx.store.timing;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;
import java.util.List;

/**
 * A link store whose every data call is bracketed by its worker's {@link CallClock}, successful
 * or not. Accessors ({@link #rangeLimit}, {@link #bulkLoadBatchSize}), {@link #clearErrors} and
 * {@link #close} are not store work of an operation and pass through untimed.
 */
final class TimedLinkStore implements LinkStore {
  private final LinkStore store;
  private final CallClock clock;

  TimedLinkStore(LinkStore store, CallClock clock) {
    this.store = store;
    this.clock = clock;
  }

  @Override
  public WriteResult addLink(String dbid, Link link) throws StoreException {
    clock.callStarted();
    try {
      return store.addLink(dbid, link);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public WriteResult updateLink(String dbid, Link link) throws StoreException {
    clock.callStarted();
    try {
      return store.updateLink(dbid, link);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) throws StoreException {
    clock.callStarted();
    try {
      return store.deleteLink(dbid, id1, linkType, id2, expunge);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) throws StoreException {
    clock.callStarted();
    try {
      return store.getLink(dbid, id1, linkType, id2);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) throws StoreException {
    clock.callStarted();
    try {
      return store.multigetLinks(dbid, id1, linkType, id2s);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType) throws StoreException {
    clock.callStarted();
    try {
      return store.getLinkList(dbid, id1, linkType);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit)
      throws StoreException {
    clock.callStarted();
    try {
      return store.getLinkList(dbid, id1, linkType, minTime, maxTime, offset, limit);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) throws StoreException {
    clock.callStarted();
    try {
      return store.countLinks(dbid, id1, linkType);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public void addBulkLinks(String dbid, List<Link> links) throws StoreException {
    clock.callStarted();
    try {
      store.addBulkLinks(dbid, links);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public void addBulkCounts(String dbid, List<LinkCount> counts) throws StoreException {
    clock.callStarted();
    try {
      store.addBulkCounts(dbid, counts);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public void addBulkLoad(String dbid, LoadBatch batch) throws StoreException {
    clock.callStarted();
    try {
      store.addBulkLoad(dbid, batch);
    } finally {
      clock.callEnded();
    }
  }

  @Override
  public int bulkLoadBatchSize() {
    return store.bulkLoadBatchSize();
  }

  @Override
  public int rangeLimit() {
    return store.rangeLimit();
  }

  @Override
  public void clearErrors(int threadId) {
    store.clearErrors(threadId);
  }

  @Override
  public void close() {
    store.close();
  }
}
