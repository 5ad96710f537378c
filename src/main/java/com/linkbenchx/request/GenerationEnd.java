package com.linkbenchx.request;

/** Why an event source stopped producing events. */
enum GenerationEnd {
  /** {@code requests} events were produced. */
  REQUEST_COUNT_REACHED,
  /** {@code maxtime} passed. */
  TIME_LIMIT,
  /** The phase asked it to stop (signal, all requesters gone, deadline). */
  STOPPED
}
