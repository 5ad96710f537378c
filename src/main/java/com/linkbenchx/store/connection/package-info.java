/**
 * What every store that connects to a server shares, whatever its protocol: the retry policy and its
 * backoff, the pause between attempts, and the one-line error text that never shows the password.
 * Used by the SQL, MongoDB and routing stores.
 */
package com.linkbenchx.store.connection;
