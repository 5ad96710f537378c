package com.linkbenchx.store;

import com.linkbenchx.config.Config;

/**
 * A provider for one server (or one schema) that can also serve as one endpoint or one shard of a
 * store spread over several ({@code host}, {@code port} or {@code dbid} lists): the routing layer
 * makes one instance per endpoint and routes every call to one of them. The SQL stores implement it.
 */
public interface EndpointStoreProvider extends GraphStoreProvider, DataVerifier, LoadTarget, RetryReporting {
  /**
   * Reads this endpoint's settings instead of {@link #configure}. No I/O.
   *
   * @param endpointConfig the run's configuration with {@code host}, {@code port} and {@code dbid}
   *     of this endpoint alone
   * @param ids the node ids this endpoint allocates (a shard's class; {@link NodeIdClass#ALL} for a
   *     member of a cluster holding everything)
   */
  void configureEndpoint(Config endpointConfig, NodeIdClass ids);

  /**
   * Whether the endpoint takes work again after an outage (a rejoined cluster member that has caught up): asked, at
   * most about once a second, for the workers that moved off it. By default a started endpoint is ready.
   */
  default boolean readyForWork() {
    return true;
  }

  /** "host:port/dbid", for results and messages; never a secret. Valid after configuration. */
  String endpointName();

  /** Rows of {@code dbid} whose id falls outside {@code ids}: links and counts by id1, nodes by id. */
  RowsOutside rowsOutside(String dbid, NodeIdClass ids) throws StoreException;

  /**
   * A digest of the dbid's tables (row counts and content checksums): two servers holding the same
   * rows give the same digest.
   */
  String contentDigest(String dbid) throws StoreException;

  /** Rows a shard holds that belong to another shard, per table. */
  record RowsOutside(long links, long counts, long nodes) {
    public long total() {
      return links + counts + nodes;
    }
  }
}
