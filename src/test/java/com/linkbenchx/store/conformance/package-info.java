/**
 * Store conformance suites: LinkBench's link and node store contract, as this project fixes it
 * (explicit write results, empty arrays instead of null, ties in descending id2 order, no count
 * change when a hidden link is expunged), checked against any backend.
 *
 * <p>A store is tested by one small class. Extend {@link
 * com.linkbenchx.store.conformance.GraphStoreConformance} (links and nodes), {@link
 * com.linkbenchx.store.conformance.LinkStoreConformance} or {@link
 * com.linkbenchx.store.conformance.NodeStoreConformance}, and implement two methods:
 *
 * <pre>{@code
 * @Tag("mysql-external")
 * class MySqlStoreConformanceTest extends GraphStoreConformance {
 *   protected StoreProvider newProvider() {            // once per test class
 *     return new MySqlStoreProvider();
 *   }
 *   protected Config config() {                        // optional; empty by default
 *     return Config.of(Map.of("host", "127.0.0.1", "user", "root", "password", ""));
 *   }
 *   protected String emptyDbid(StoreProvider provider, int dataset) throws Exception {
 *     String dbid = "linkbench_test" + dataset;          // dataset is 0, or 1 for isolation tests
 *     // create the database and tables if needed, truncate linktable, counttable, nodetable
 *     return dbid;
 *   }
 * }
 * }</pre>
 *
 * <p>Tests that need bulk loading skip themselves when {@code bulkLoadBatchSize()} is 0. Store
 * errors of kind TRANSIENT are retried in the concurrency tests, as the driver retries them.
 */
package com.linkbenchx.store.conformance;
