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

  /** The endpoint that served the last call of a store spread over several; 0 otherwise. */
  public int servedBy() {
    if (links instanceof RoutedStore routed) {
      return routed.servedBy();
    }
    return nodes instanceof RoutedStore routed ? routed.servedBy() : 0;
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
