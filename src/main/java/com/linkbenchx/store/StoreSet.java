package com.linkbenchx.store;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import java.util.List;

/**
 * The providers chosen by {@code linkstore} and {@code nodestore} (absent: the link store's) for one run; when both
 * name the same class there is one, and each worker gets one object serving links and nodes.
 */
public final class StoreSet implements AutoCloseable {
  private final StoreProvider linkProvider;
  private final StoreProvider nodeProvider;

  public StoreSet(StoreProvider linkProvider, StoreProvider nodeProvider) {
    this.linkProvider = linkProvider;
    this.nodeProvider = nodeProvider == null ? linkProvider : nodeProvider;
  }

  public StoreProvider linkProvider() {
    return linkProvider;
  }

  public StoreProvider nodeProvider() {
    return nodeProvider;
  }

  /** Each distinct provider once: one when both keys name the same class. */
  public List<StoreProvider> providers() {
    return nodeProvider == linkProvider ? List.of(linkProvider) : List.of(linkProvider, nodeProvider);
  }

  /** The keys of every provider, known for this run. */
  public List<KeySet> configKeys() {
    return providers().stream().map(StoreProvider::configKeys).toList();
  }

  /** Validates each provider's keys (no I/O). Throws ConfigError. */
  public void configure(Config config) {
    providers().forEach(provider -> provider.configure(config));
  }

  /** Starts every provider; read-only, for a run that only reads, nothing is created or changed. */
  public void start(boolean readOnly) throws StoreException {
    for (StoreProvider provider : providers()) {
      provider.start(readOnly);
    }
  }

  /** Link store only (link loaders). */
  public WorkerStores openLinks(Phase phase, int threadId) throws StoreException {
    return new WorkerStores(linkProvider.openLinkStore(phase, threadId), null);
  }

  /** Node store only (node loader). */
  public WorkerStores openNodes(Phase phase, int threadId) throws StoreException {
    return new WorkerStores(null, nodeProvider.openNodeStore(phase, threadId));
  }

  /** Link and node stores for one requester; one object for both when the providers coincide. */
  public WorkerStores openBoth(Phase phase, int threadId) throws StoreException {
    LinkStore links = linkProvider.openLinkStore(phase, threadId);
    if (nodeProvider == linkProvider) {
      if (links instanceof NodeStore nodes) {
        return new WorkerStores(links, nodes);
      }
      links.close();
      throw new StoreException(ErrorKind.FATAL,
          linkProvider.describe() + " does not store nodes: set nodestore to a class that does");
    }
    try {
      return new WorkerStores(links, nodeProvider.openNodeStore(phase, threadId));
    } catch (StoreException | RuntimeException e) {
      links.close();
      throw e;
    }
  }

  @Override
  public void close() {
    providers().forEach(StoreProvider::close);
  }

  /** Whether any provider keeps retry counts. */
  public boolean reportsRetries() {
    return providers().stream().anyMatch(provider -> provider.retryReporting().isPresent());
  }

  /** Retries of both providers so far (one when they coincide); zero when neither keeps any. */
  public RetryTally retryTally() {
    return providers().stream().flatMap(provider -> provider.retryReporting().stream())
        .map(RetryReporting::retryTally).reduce(RetryTally.ZERO, RetryTally::plus);
  }

  /** The link store's endpoints when it is spread over several; empty otherwise. */
  public List<String> endpointNames() {
    return linkProvider.endpointReporting().map(EndpointReporting::endpointNames).orElse(List.of());
  }

  /** Each of the link store's endpoints' retry counts so far, in the order of {@link #endpointNames()}. */
  public List<RetryTally> endpointTallies() {
    return linkProvider.endpointReporting().map(EndpointReporting::endpointTallies).orElse(List.of());
  }
}
