/** What every store that connects to a server shares: keys, password, retry and outage policies, error text. */
package com.linkbenchx.store.connection;
