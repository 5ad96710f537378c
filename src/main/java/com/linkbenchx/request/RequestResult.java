package com.linkbenchx.request;

/**
 * What the request phase did.
 *
 * @param requestsDone operations executed after warmup, failures included (LinkBenchX's count)
 * @param seconds measured time: from the end of warmup to the end of the phase
 * @param dropped events never run: the queue was full, or they were still queued when the phase ended
 * @param abortedRequesters requesters that stopped early (too many failures, or an unexpected error)
 * @param completedCleanly not interrupted, no requester stopped early, none left stuck at the end
 */
public record RequestResult(long requestsDone, double seconds, double requestsPerSecond, long dropped, long errors,
    int abortedRequesters, boolean interrupted, boolean completedCleanly) {

  /** {@code requesters = 0}: nothing ran, which is a clean outcome. */
  public static RequestResult notConfigured() {
    return new RequestResult(0, 0, 0, 0, 0, 0, false, true);
  }
}
