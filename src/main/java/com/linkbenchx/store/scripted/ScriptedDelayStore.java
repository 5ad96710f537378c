package com.linkbenchx.store.scripted;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.WriteResult;
import java.util.List;

/**
 * Stores nothing; every call (reads, writes, bulk loads) takes exactly as long as its
 * {@link StallSchedule} says, measured from the moment the call begins. One instance per worker.
 */
final class ScriptedDelayStore implements GraphStore {
  private static final Link[] NO_LINKS = new Link[0];
  private static final int BATCH_SIZE = 1024;

  private final StallSchedule schedule;
  private long nextNodeId = 1;

  ScriptedDelayStore(StallSchedule schedule) {
    this.schedule = schedule;
  }

  private void takeScriptedTime() {
    PreciseSleep.until(schedule.completionNanos(System.nanoTime()));
  }

  @Override
  public WriteResult addLink(String dbid, Link link) {
    takeScriptedTime();
    return WriteResult.INSERTED;
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) {
    takeScriptedTime();
    return false;
  }

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) {
    takeScriptedTime();
    return null;
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) {
    takeScriptedTime();
    return NO_LINKS;
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset,
      int limit) {
    takeScriptedTime();
    return NO_LINKS;
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) {
    takeScriptedTime();
    return 0;
  }

  @Override
  public int bulkLoadBatchSize() {
    return BATCH_SIZE;
  }

  @Override
  public void addBulkLinks(String dbid, List<Link> links) {
    takeScriptedTime();
  }

  @Override
  public void addBulkCounts(String dbid, List<LinkCount> counts) {
    takeScriptedTime();
  }

  @Override
  public void addBulkLoad(String dbid, LoadBatch batch) {
    takeScriptedTime();
  }

  @Override
  public void resetNodeStore(String dbid, long startId) {
    nextNodeId = startId;
  }

  @Override
  public long[] bulkAddNodes(String dbid, List<Node> nodes) {
    takeScriptedTime();
    long[] ids = new long[nodes.size()];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = nextNodeId++;
    }
    return ids;
  }

  @Override
  public long addNode(String dbid, Node node) {
    takeScriptedTime();
    return nextNodeId++;
  }

  @Override
  public Node getNode(String dbid, int type, long id) {
    takeScriptedTime();
    return null;
  }

  @Override
  public boolean updateNode(String dbid, Node node) {
    takeScriptedTime();
    return false;
  }

  @Override
  public boolean deleteNode(String dbid, int type, long id) {
    takeScriptedTime();
    return false;
  }

  @Override
  public void close() {
  }
}
