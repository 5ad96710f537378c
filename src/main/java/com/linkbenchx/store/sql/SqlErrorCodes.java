package com.linkbenchx.store.sql;

import java.util.Set;

/** A dialect's SQLStates and vendor codes that mean more than "give up", beyond those of {@link SqlErrorClassifier}. */
public record SqlErrorCodes(
    Set<String> transientStates,
    Set<Integer> transientCodes,
    Set<String> connectionLostStates,
    Set<Integer> connectionLostCodes,
    Set<String> timeoutStates,
    Set<Integer> timeoutCodes,
    Set<Integer> duplicateKeyCodes) {
}
