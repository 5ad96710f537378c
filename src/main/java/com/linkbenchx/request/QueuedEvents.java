package com.linkbenchx.request;

/** Open-loop mode: requesters take the generator's events from the queue. */
final class QueuedEvents implements EventSource {
  private final EventQueue queue;

  QueuedEvents(EventQueue queue) {
    this.queue = queue;
  }

  @Override
  public void register(int requesterIndex) {
    queue.register(requesterIndex);
  }

  @Override
  public long next(int requesterIndex) {
    return queue.take(requesterIndex);
  }
}
