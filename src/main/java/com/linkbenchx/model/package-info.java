/**
 * The words every other package shares: the operations, the benchmark phase, how an operation failed, the store-level
 * retry tally, and the graph's links, nodes and link counts. Stores, phases and results use these types directly, so no
 * package keeps a copy of its own to convert. Depends on nothing else in the project.
 */
package com.linkbenchx.model;
