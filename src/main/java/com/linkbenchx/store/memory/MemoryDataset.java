package com.linkbenchx.store.memory;

import java.util.concurrent.ConcurrentHashMap;

/** All data of one {@link MemoryStoreProvider}, shared by every store it opens; dbids are independent. */
final class MemoryDataset {
  /** First id handed out for a dbid whose nodes were never reset, as in a fresh MySQL table. */
  static final long DEFAULT_START_ID = 1;

  private final ConcurrentHashMap<String, LinkTable> links = new ConcurrentHashMap<>();
  private final ConcurrentHashMap<String, NodeTable> nodes = new ConcurrentHashMap<>();

  LinkTable links(String dbid) {
    return links.computeIfAbsent(dbid, name -> new LinkTable());
  }

  NodeTable nodes(String dbid) {
    return nodes.computeIfAbsent(dbid, name -> new NodeTable(DEFAULT_START_ID));
  }

  /** Whether the dbid holds any link, count row or node. */
  boolean hasLinks(String dbid) {
    LinkTable table = links.get(dbid);
    return table != null && !table.isEmpty();
  }

  boolean hasNodes(String dbid) {
    NodeTable table = nodes.get(dbid);
    return table != null && table.countByRange(Long.MIN_VALUE, Long.MAX_VALUE)[1] > 0;
  }

  void truncate(String dbid) {
    links.remove(dbid);
    nodes.remove(dbid);
  }

  /** Restarts the dbid's nodes at {@code startId}; racing writes may be lost: LinkBench resets before writing. */
  void resetNodes(String dbid, long startId) {
    nodes.put(dbid, new NodeTable(startId));
  }
}
