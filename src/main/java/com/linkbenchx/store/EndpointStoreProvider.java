package com.linkbenchx.store;

import com.linkbenchx.config.Config;

/** A provider (the SQL stores) that can serve as one endpoint or shard of a store spread over several. */
public interface EndpointStoreProvider extends GraphStoreProvider, DataVerifier, LoadTarget, RetryReporting {
  /**
   * Reads this endpoint's settings instead of {@link #configure}. No I/O.
   *
   * @param endpointConfig the run's configuration with this endpoint's own {@code host}, {@code port} and {@code dbid}
   * @param ids the node ids this endpoint allocates ({@link NodeIdClass#ALL} for a cluster member)
   */
  void configureEndpoint(Config endpointConfig, NodeIdClass ids);

  /** Whether the endpoint takes work again after an outage (a rejoined member that has caught up). */
  default boolean readyForWork() {
    return true;
  }

  /** "host:port/dbid", for results and messages; never a secret. Valid after configuration. */
  String endpointName();

  /** Rows of {@code dbid} whose id falls outside {@code ids}: links and counts by id1, nodes by id. */
  RowsOutside rowsOutside(String dbid, NodeIdClass ids) throws StoreException;

  /** A digest of the dbid's tables (row counts and checksums), the same on two servers holding the same rows. */
  String contentDigest(String dbid) throws StoreException;

  /** Rows a shard holds that belong to another shard, per table. */
  record RowsOutside(long links, long counts, long nodes) {
    public long total() {
      return links + counts + nodes;
    }
  }
}
