package com.linkbenchx.request;

/** Where a requester gets its next event: the generator's queue, or its own closed loop. */
interface EventSource {
  /** Called once from the requester's own thread before its first {@link #next}. */
  default void register(int requesterIndex) {
  }

  /** The next event's scheduled offset from the phase origin, or a negative value when there are no more. */
  long next(int requesterIndex);
}
