package com.linkbenchx.results;

import java.util.List;

/**
 * What the phase ran against.
 *
 * @param description the provider's own description (endpoint and database; never a secret)
 * @param serverProduct what the server says it is ("MariaDB", "PostgreSQL"), or "unknown" (as its version)
 * @param endpoints the endpoints of a store spread over several ("host:port/dbid", numbered from 0 in
 *     the configuration's order); empty for a store with one
 */
public record StoreInfo(String linkStoreClass, String nodeStoreClass, String description, String serverProduct,
    String serverVersion, List<String> endpoints) {

  public StoreInfo {
    endpoints = List.copyOf(endpoints);
  }
}
