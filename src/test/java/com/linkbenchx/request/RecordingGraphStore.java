package com.linkbenchx.request;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.WriteResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/** A store that writes down every call ("method arg arg ...") and answers list queries from a script. */
final class RecordingGraphStore implements GraphStore {
  final List<String> calls = new ArrayList<>();
  final List<Link> written = new ArrayList<>();
  private final int rangeLimit;
  private final IntFunction<Link[]> pages;
  private int listCalls;

  /** @param pages the answer of the n-th getLinkList call (n from 0) */
  RecordingGraphStore(int rangeLimit, IntFunction<Link[]> pages) {
    this.rangeLimit = rangeLimit;
    this.pages = pages;
  }

  @Override
  public int rangeLimit() {
    return rangeLimit;
  }

  @Override
  public WriteResult addLink(String dbid, Link link) {
    calls.add("addLink " + dbid);
    written.add(link);
    return WriteResult.INSERTED;
  }

  @Override
  public WriteResult updateLink(String dbid, Link link) {
    calls.add("updateLink " + dbid);
    written.add(link);
    return WriteResult.UPDATED;
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) {
    calls.add("deleteLink expunge=" + expunge);
    return false;
  }

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) {
    calls.add("getLink");
    return null;
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) {
    calls.add("multigetLinks " + id2s.length);
    return new Link[0];
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset,
      int limit) {
    calls.add("getLinkList " + id1 + " " + linkType + " " + minTime + " " + maxTime + " " + offset + " " + limit);
    return pages.apply(listCalls++);
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) {
    calls.add("countLinks");
    return 0;
  }

  @Override
  public int bulkLoadBatchSize() {
    return 0;
  }

  @Override
  public void resetNodeStore(String dbid, long startId) {
  }

  @Override
  public long[] bulkAddNodes(String dbid, List<Node> nodes) {
    calls.add("bulkAddNodes");
    return new long[] {42};
  }

  @Override
  public Node getNode(String dbid, int type, long id) {
    calls.add("getNode " + type);
    return null;
  }

  @Override
  public boolean updateNode(String dbid, Node node) {
    calls.add("updateNode " + node.version());
    return true;
  }

  @Override
  public boolean deleteNode(String dbid, int type, long id) {
    calls.add("deleteNode " + type);
    return true;
  }

  @Override
  public void close() {
  }
}
