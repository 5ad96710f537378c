/**
 * What every store that connects to a server shares, whatever its protocol: the server, login, table, retry and outage
 * keys, the password, the retry and outage policies, the pause between attempts, and the one-line error text that never
 * shows the password. Used by the SQL, MongoDB and routing stores, none of which reads another's package for these.
 */
package com.linkbenchx.store.connection;
