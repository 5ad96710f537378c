package com.linkbenchx.store.sql;

import java.util.Set;

/**
 * A dialect's error codes that mean something other than "give up", as SQLStates and vendor codes: transient ones
 * are worth retrying after rollback, connection-lost ones mean the session is gone, timeouts a statement cancelled
 * for taking too long, duplicate keys a unique-key violation. What every database shares (08 connection exceptions,
 * 40001 serialization failure, 23505 unique violation) is known to {@link SqlErrorClassifier} already.
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
