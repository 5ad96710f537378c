package com.linkbenchx.store;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.model.Phase;
import java.util.List;
import java.util.Optional;

/**
 * One storage backend for one run: the class named by {@code linkstore}/{@code nodestore}, one provider per distinct
 * class, so state shared by a backend's stores (an in-memory dataset, an embedded server) lives here, not in statics.
 * Lifecycle: {@link #configure} (no I/O), {@link #start}, one {@code open*} call per worker thread, {@link #close}.
 */
public interface StoreProvider extends AutoCloseable {
  /** The keys this backend reads (its package's {@code *Keys} class): known to the run. Called before configure. */
  default KeySet configKeys() {
    return KeySet.NONE;
  }

  /** Reads and validates this backend's keys. Throws {@link com.linkbenchx.config.ConfigError}; no I/O. */
  void configure(Config config);

  /**
   * Prepares shared resources (I/O: servers, connectivity, schema) before the first store is opened. With {@code
   * readOnly} ({@code --verify} alone) it creates and changes nothing, whatever {@code create_tables} says.
   */
  default void start(boolean readOnly) throws StoreException {
  }

  /** A new link store for one worker thread. */
  LinkStore openLinkStore(Phase phase, int threadId) throws StoreException;

  /** A new node store for one worker thread; link-only providers throw {@link UnsupportedOperationException}. */
  NodeStore openNodeStore(Phase phase, int threadId) throws StoreException;

  /** One object serving links and nodes for one worker thread, when the backend has such a thing. */
  default GraphStore openGraphStore(Phase phase, int threadId) throws StoreException {
    LinkStore links = openLinkStore(phase, threadId);
    if (links instanceof GraphStore graph) {
      return graph;
    }
    links.close();
    throw new UnsupportedOperationException(getClass().getName() + " has no combined graph store");
  }

  /** The server's product and version for the results (one cheap query after start); empty when unknown. */
  default Optional<ServerInfo> serverInfo() throws StoreException {
    return Optional.empty();
  }

  /**
   * Room for {@code workers} stores of {@code phase} open at once, one entry per server; empty when there is no
   * connection limit to check (or the workers share a pool). Called after start, before the workers open their stores.
   */
  default List<ConnectionRoom> connectionRoom(Phase phase, int workers) throws StoreException {
    return List.of();
  }

  /** Capabilities are asked through these accessors, so callers outside the store packages never test a class. */
  default Optional<LoadTarget> loadTarget() {
    return this instanceof LoadTarget target ? Optional.of(target) : Optional.empty();
  }

  /** The retry counts of every store this provider opened so far, when it keeps any. */
  default Optional<RetryReporting> retryReporting() {
    return this instanceof RetryReporting reporting ? Optional.of(reporting) : Optional.empty();
  }

  /** The endpoints and their own retry counts, for a store spread over several. */
  default Optional<EndpointReporting> endpointReporting() {
    return this instanceof EndpointReporting endpoints ? Optional.of(endpoints) : Optional.empty();
  }

  /** The consistency check of a loaded database ({@code --verify}), when the backend has one. */
  default Optional<DataVerifier> dataVerifier() {
    return this instanceof DataVerifier verifier ? Optional.of(verifier) : Optional.empty();
  }

  /** The class the configuration named; a store spread over several endpoints names its endpoints' class. */
  default String configuredClass() {
    return getClass().getName();
  }

  /** A short description for logs, never containing secrets (e.g. "MySQL at 127.0.0.1:3306/linkdb"). */
  default String describe() {
    return getClass().getSimpleName();
  }

  /** Releases shared resources (stops an embedded server). Must not throw. */
  @Override
  default void close() {
  }
}
