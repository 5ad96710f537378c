package com.linkbenchx.store.sql;

import java.util.Set;

/**
 * A dialect's error codes that mean something other than "give up". SQLState classes shared by
 * every database (08 connection exceptions, 40001 serialization failure) are known to
 * {@link SqlErrorClassifier} already; list only what is specific here.
 *
 * @param transientStates SQLStates worth retrying after rollback
 * @param transientCodes vendor codes worth retrying after rollback
 * @param connectionLostStates SQLStates meaning the session is gone
 * @param connectionLostCodes vendor codes meaning the session is gone
 * @param timeoutStates SQLStates meaning a statement was cancelled for taking too long
 * @param timeoutCodes vendor codes meaning a statement was cancelled for taking too long
 * @param duplicateKeyCodes vendor codes of a unique-key violation (the standard SQLState 23505 is known)
 */
public record SqlErrorCodes(
    Set<String> transientStates,
    Set<Integer> transientCodes,
    Set<String> connectionLostStates,
    Set<Integer> connectionLostCodes,
    Set<String> timeoutStates,
    Set<Integer> timeoutCodes,
    Set<Integer> duplicateKeyCodes) {
}
