package com.linkbenchx.results;

/**
 * How the process ended, known only once every phase is over.
 *
 * @param exitStatus the process exit status (see docs/EXIT_CODES.md)
 * @param endEpochMillis when the process finished its work (wall clock)
 */
public record ProcessOutcome(int exitStatus, long endEpochMillis) {
}
