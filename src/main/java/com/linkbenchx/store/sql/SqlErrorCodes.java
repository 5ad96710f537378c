package com.linkbenchx.store.sql;

import java.util.Set;

/**
 * A dialect's SQLStates and vendor codes that mean something other than "give up"; what every database shares (08,
 * 40001, 23505) is known to {@link SqlErrorClassifier} already.
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
