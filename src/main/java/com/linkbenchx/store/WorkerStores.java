package com.linkbenchx.store;

/** The stores one worker thread uses; {@code nodes} may be {@code links} itself, or null when the worker has none. */
public record WorkerStores(LinkStore links, NodeStore nodes) implements AutoCloseable {
  /** Closes each distinct store once; never throws. */
  @Override
  public void close() {
    if (links != null) {
      links.close();
    }
    if (nodes != null && nodes != links) {
      nodes.close();
    }
  }

  /**
   * The store that tells which endpoint served its last call, or null. Looked up once per worker: an instanceof test
   * on an interface scans the supertypes, a few percent of the driver's CPU when done for every event.
   */
  public RoutedStore routed() {
    if (links instanceof RoutedStore routed) {
      return routed;
    }
    return nodes instanceof RoutedStore routed ? routed : null;
  }

  /** Tells each distinct store to reset its connections after a failure; never throws. */
  public void clearErrors(int threadId) {
    if (links != null) {
      links.clearErrors(threadId);
    }
    if (nodes != null && nodes != links) {
      nodes.clearErrors(threadId);
    }
  }
}
