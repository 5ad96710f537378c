/**
 * The words every other package shares: the benchmark phase, how an operation failed, and the
 * store-level retry tally. Stores, phases and results use these types directly, so no package
 * keeps a copy of its own to convert. Depends on nothing else in the project.
 */
package com.linkbenchx.model;
