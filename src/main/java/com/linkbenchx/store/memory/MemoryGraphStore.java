package com.linkbenchx.store.memory;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.NodeIdRange;
import com.linkbenchx.store.WriteResult;
import java.util.List;
import java.util.Optional;

/** One worker's cheap view of its provider's {@link MemoryDataset}, which locks per (id1, link_type) pair. */
public final class MemoryGraphStore implements GraphStore {
  /** Enables the loaders' bulk path; the MySQL default, so both stores see the same batches. */
  public static final int BULK_LOAD_BATCH_SIZE = 1024;

  private final MemoryDataset dataset;

  MemoryGraphStore(MemoryDataset dataset) {
    this.dataset = dataset;
  }

  @Override
  public WriteResult addLink(String dbid, Link link) {
    return dataset.links(dbid).pairForWrite(link.id1(), link.linkType())
        .upsert(link.id2(), link.visibility(), link.data(), link.version(), link.time());
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) {
    PairLinks pair = dataset.links(dbid).pairForRead(id1, linkType);
    return pair != null && pair.delete(id2, expunge);
  }

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) {
    PairLinks pair = dataset.links(dbid).pairForRead(id1, linkType);
    return pair == null ? null : pair.get(id1, linkType, id2);
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) {
    PairLinks pair = dataset.links(dbid).pairForRead(id1, linkType);
    return pair == null ? new Link[0] : pair.getAll(id1, linkType, id2s);
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit) {
    if (offset < 0 || limit < 0) {
      throw new IllegalArgumentException("offset and limit must not be negative, but were " + offset + " and " + limit);
    }
    PairLinks pair = dataset.links(dbid).pairForRead(id1, linkType);
    return pair == null ? new Link[0] : pair.list(id1, linkType, minTime, maxTime, offset, limit);
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) {
    PairLinks pair = dataset.links(dbid).pairForRead(id1, linkType);
    return pair == null ? 0 : pair.count();
  }

  @Override
  public int bulkLoadBatchSize() {
    return BULK_LOAD_BATCH_SIZE;
  }

  /** Inserts links without touching counts; an existing link only has its visibility overwritten. */
  private void addBulkLinks(String dbid, List<Link> links) {
    LinkTable table = dataset.links(dbid);
    for (Link link : links) {
      table.pairForWrite(link.id1(), link.linkType())
          .bulkUpsert(link.id2(), link.visibility(), link.data(), link.version(), link.time());
    }
  }

  /** Writes counts, replacing the pair's count. */
  private void addBulkCounts(String dbid, List<LinkCount> counts) {
    for (LinkCount count : counts) {
      if (count.count() < 0) {
        throw new IllegalArgumentException("negative link count " + count.count() + " for id1 "
            + count.id1() + ", link_type " + count.linkType());
      }
    }
    LinkTable table = dataset.links(dbid);
    for (LinkCount count : counts) {
      table.pairForWrite(count.id1(), count.linkType()).replaceCount(count.count());
    }
  }

  /** Dies with the process anyway, so the parts need no transaction. */
  @Override
  public void addBulkLoad(String dbid, LoadBatch batch) {
    addBulkLinks(dbid, batch.links());
    addBulkCounts(dbid, batch.counts());
    LinkTable table = dataset.links(dbid);
    for (LinkCount increment : batch.countIncrements()) {
      table.pairForWrite(increment.id1(), increment.linkType()).addToCount(increment.count());
    }
  }

  @Override
  public void resetNodeStore(String dbid, long startId) {
    dataset.resetNodes(dbid, startId);
  }

  @Override
  public long[] bulkAddNodes(String dbid, List<Node> nodes) {
    return dataset.nodes(dbid).add(nodes);
  }

  @Override
  public Optional<NodeIdRange> nodeIdRange(String dbid) {
    return Optional.of(dataset.nodes(dbid).idRange());
  }

  @Override
  public Node getNode(String dbid, int type, long id) {
    return dataset.nodes(dbid).get(type, id);
  }

  @Override
  public boolean updateNode(String dbid, Node node) {
    return dataset.nodes(dbid).update(node);
  }

  @Override
  public boolean deleteNode(String dbid, int type, long id) {
    return dataset.nodes(dbid).delete(type, id);
  }

  /** Nothing to release: the data belongs to the provider and outlives its stores. */
  @Override
  public void close() {
  }
}
