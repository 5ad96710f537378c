package com.linkbenchx.store;

import com.linkbenchx.model.Link;

/**
 * A link store for tests that exercise one or two calls: every call it does not override fails,
 * so a test notices when the code under test calls something unexpected. No bulk loading.
 */
public abstract class RefusingLinkStore implements LinkStore {
  @Override
  public WriteResult addLink(String dbid, Link link) throws StoreException {
    throw new UnsupportedOperationException("addLink");
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) throws StoreException {
    throw new UnsupportedOperationException("deleteLink");
  }

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) throws StoreException {
    throw new UnsupportedOperationException("getLink");
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) throws StoreException {
    throw new UnsupportedOperationException("multigetLinks");
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit)
      throws StoreException {
    throw new UnsupportedOperationException("getLinkList");
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) throws StoreException {
    throw new UnsupportedOperationException("countLinks");
  }

  @Override
  public int bulkLoadBatchSize() {
    return 0;
  }

  @Override
  public void close() {
  }
}
