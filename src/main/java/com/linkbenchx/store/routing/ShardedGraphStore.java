package com.linkbenchx.store.routing;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.LoadBatch;
import com.linkbenchx.store.NodeIdRange;
import com.linkbenchx.store.StoreException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.ToLongFunction;

/**
 * One worker's store over shards, holding a store on each: every link operation goes to the shard of its id1 ({@code
 * id1 mod N}), every node operation to the shard of its node id, bulk batches are split by shard (in order). Each shard
 * allocates the node ids of its own class, so the load routes a node by the id it is meant to get, and the request
 * phase's new nodes go to the shards in turn.
 */
final class ShardedGraphStore extends RoutingGraphStore {
  private final RoutingStoreProvider shards;
  private final GraphStore[] stores;
  private int nextNewNodeShard;

  ShardedGraphStore(RoutingStoreProvider shards, Phase phase, int threadId) throws StoreException {
    this.shards = shards;
    this.stores = new GraphStore[shards.size()];
    try {
      for (int i = 0; i < stores.length; i++) {
        stores[i] = shards.open(i, phase, threadId);
      }
    } catch (StoreException | RuntimeException e) {
      close();
      throw e;
    }
    this.nextNewNodeShard = (int) Math.floorMod(shards.globalWorker(threadId), (long) stores.length);
  }

  private int shardOf(long id) {
    servedBy = (int) Math.floorMod(id, (long) stores.length);
    return servedBy;
  }

  @Override
  <T> T onLinks(String dbid, long id1, Call<T> call) throws StoreException {
    int shard = shardOf(id1);
    return call.run(stores[shard], shards.dbidAt(shard, dbid));
  }

  @Override
  <T> T onNode(String dbid, long id, Call<T> call) throws StoreException {
    return onLinks(dbid, id, call); // a node lives on the shard of its id, as its links do
  }

  @Override
  public int bulkLoadBatchSize() {
    return stores[0].bulkLoadBatchSize();
  }

  @Override
  public int rangeLimit() {
    return stores[0].rangeLimit();
  }

  /** Each shard's part as one batch: a pair's links and count live on the shard of its id1. */
  @Override
  public void addBulkLoad(String dbid, LoadBatch batch) throws StoreException {
    List<List<Link>> links = split(batch.links(), Link::id1);
    List<List<LinkCount>> counts = split(batch.counts(), LinkCount::id1);
    List<List<LinkCount>> increments = split(batch.countIncrements(), LinkCount::id1);
    for (int shard = 0; shard < stores.length; shard++) {
      LoadBatch part = new LoadBatch(links.get(shard), counts.get(shard), increments.get(shard));
      if (!part.isEmpty()) {
        servedBy = shard;
        stores[shard].addBulkLoad(shards.dbidAt(shard, dbid), part);
      }
    }
  }

  /** Each shard's items, in their original order. */
  private <T> List<List<T>> split(List<T> items, ToLongFunction<T> idOf) {
    List<List<T>> parts = new ArrayList<>(stores.length);
    for (int i = 0; i < stores.length; i++) {
      parts.add(new ArrayList<>(items.size() / stores.length + 1));
    }
    for (T item : items) {
      parts.get((int) Math.floorMod(idOf.applyAsLong(item), (long) stores.length)).add(item);
    }
    return parts;
  }

  /** Every shard restarts at the first id of its class at or above {@code startId}. */
  @Override
  public void resetNodeStore(String dbid, long startId) throws StoreException {
    for (int shard = 0; shard < stores.length; shard++) {
      servedBy = shard;
      stores[shard].resetNodeStore(shards.dbidAt(shard, dbid), shards.nodeIds(shard).firstAtOrAbove(startId));
    }
  }

  /** A node with the id it is meant to get (the load) goes to that id's shard; others to the shards in turn. */
  private int shardOfNew(Node node) {
    if (node.id() > 0) {
      return shardOf(node.id());
    }
    servedBy = nextNewNodeShard;
    nextNewNodeShard = (nextNewNodeShard + 1) % stores.length;
    return servedBy;
  }

  @Override
  public long addNode(String dbid, Node node) throws StoreException {
    int shard = shardOfNew(node);
    return stores[shard].addNode(shards.dbidAt(shard, dbid), node);
  }

  /** Each shard allocates the ids of its own nodes; they are returned in the batch's order. */
  @Override
  public long[] bulkAddNodes(String dbid, List<Node> nodes) throws StoreException {
    int[] shardOfEach = new int[nodes.size()];
    List<List<Node>> parts = new ArrayList<>(stores.length);
    for (int i = 0; i < stores.length; i++) {
      parts.add(new ArrayList<>());
    }
    for (int i = 0; i < nodes.size(); i++) {
      shardOfEach[i] = shardOfNew(nodes.get(i));
      parts.get(shardOfEach[i]).add(nodes.get(i));
    }
    long[][] idsByShard = new long[stores.length][];
    for (int shard = 0; shard < stores.length; shard++) {
      if (!parts.get(shard).isEmpty()) {
        servedBy = shard;
        idsByShard[shard] = stores[shard].bulkAddNodes(shards.dbidAt(shard, dbid), parts.get(shard));
      }
    }
    long[] ids = new long[nodes.size()];
    int[] taken = new int[stores.length];
    for (int i = 0; i < ids.length; i++) {
      ids[i] = idsByShard[shardOfEach[i]][taken[shardOfEach[i]]++];
    }
    return ids;
  }

  /** The union of the shards' ranges; unknown if any shard cannot tell. */
  @Override
  public Optional<NodeIdRange> nodeIdRange(String dbid) throws StoreException {
    NodeIdRange all = NodeIdRange.EMPTY;
    for (int shard = 0; shard < stores.length; shard++) {
      servedBy = shard;
      Optional<NodeIdRange> part = stores[shard].nodeIdRange(shards.dbidAt(shard, dbid));
      if (part.isEmpty()) {
        return Optional.empty();
      }
      all = all.union(part.get());
    }
    return Optional.of(all);
  }

  @Override
  public void clearErrors(int threadId) {
    for (GraphStore store : stores) {
      if (store != null) {
        store.clearErrors(threadId);
      }
    }
  }

  @Override
  public void close() {
    for (int i = 0; i < stores.length; i++) {
      if (stores[i] != null) {
        stores[i].close();
        stores[i] = null;
      }
    }
  }
}
