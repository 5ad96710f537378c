package com.linkbenchx.store;

/**
 * The stores one worker thread uses. {@code nodes} is the same object as {@code links} when
 * {@code linkstore} and {@code nodestore} name the same class, and null when the worker has none.
 */
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
   * The store that can tell which endpoint served its last call (one spread over several), or
   * null. Looked up once per worker: an instanceof test on an interface scans the class's
   * supertypes, which costs a few percent of the driver's CPU when done for every event.
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
