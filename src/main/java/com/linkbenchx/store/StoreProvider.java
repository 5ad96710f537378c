package com.linkbenchx.store;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.model.Phase;
import java.util.List;
import java.util.Optional;

/**
 * One storage backend for one run: the class named by {@code linkstore}/{@code nodestore}. The driver makes one
 * provider per distinct class name, so state shared by all of a backend's instances (an in-memory dataset, an embedded
 * server) lives here rather than in static fields.
 *
 * <p>Lifecycle: {@link #configure} (validation only, before any phase starts), {@link #start} (I/O: start servers,
 * check connectivity and schema), then any number of {@code open*} calls, one per worker thread, then {@link #close}.
 */
public interface StoreProvider extends AutoCloseable {
  /**
   * The keys this backend reads, declared in a {@code *Keys} class of its package. When the store is configured they
   * count as known, so their absence from a run's other groups raises no warning. Called before {@link #configure}.
   */
  default KeySet configKeys() {
    return KeySet.NONE;
  }

  /** Reads and validates this backend's keys. Throws {@link com.linkbenchx.config.ConfigError}; no I/O. */
  void configure(Config config);

  /**
   * Prepares shared resources before the first store is opened. With {@code readOnly}, for a run
   * that only reads ({@code --verify} alone), it checks connectivity and the schema but creates and
   * changes nothing, whatever {@code create_tables} says; a missing database or table is refused.
   * Backends that keep nothing outside the process need not override it.
   */
  default void start(boolean readOnly) throws StoreException {
  }

  /** {@link #start(boolean)} for a run that may write. */
  default void start() throws StoreException {
    start(false);
  }

  /** A new link store for one worker thread. */
  LinkStore openLinkStore(Phase phase, int threadId) throws StoreException;

  /**
   * A new node store for one worker thread. Providers of link-only stores throw {@link UnsupportedOperationException}.
   */
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

  /**
   * The server's product and version, asked of the server once per run for its results (a cheap
   * query); empty when the backend cannot say. Called after {@link #start}.
   */
  default Optional<ServerInfo> serverInfo() throws StoreException {
    return Optional.empty();
  }

  /**
   * Whether the servers behind this provider have room for {@code workers} worker stores of {@code phase} open at once:
   * one entry per server with the connections it would hold; empty when the backend has no connection limit to check
   * (or shares a pool among its workers). Called after {@link #start}, before the phase's workers open their stores.
   */
  default List<ConnectionRoom> connectionRoom(Phase phase, int workers) throws StoreException {
    return List.of();
  }

  /**
   * Capabilities a backend may have, asked through these accessors rather than by type, so callers
   * outside the store packages never test a provider's class: whether the dbid already holds data
   * and can be emptied, and what the load should know ({@link LoadTarget}).
   */
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
