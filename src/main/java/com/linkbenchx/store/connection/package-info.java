/**
 * What every store that connects to a server shares, whatever its protocol: keys, password, retry and outage policies,
 * and the one-line error text that never shows the password (SQL, MongoDB and routing stores).
 */
package com.linkbenchx.store.connection;
