package com.linkbenchx.results;

import java.util.List;

/**
 * What the phase ran against.
 *
 * @param linkStoreClass the link store provider's class
 * @param nodeStoreClass the node store provider's class (the same as links when they coincide)
 * @param description the provider's own description (endpoint and database; never a secret)
 * @param serverProduct what the server says it is ("MariaDB", "PostgreSQL"), or "unknown"
 * @param serverVersion the server's version string, or "unknown"
 * @param endpoints the endpoints of a store spread over several ("host:port/dbid", in the
 *     configuration's order, which numbers them from 0); empty for a store with one
 */
public record StoreInfo(String linkStoreClass, String nodeStoreClass, String description, String serverProduct,
    String serverVersion, List<String> endpoints) {

  public StoreInfo {
    endpoints = List.copyOf(endpoints);
  }
}
