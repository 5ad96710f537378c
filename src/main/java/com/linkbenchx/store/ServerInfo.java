package com.linkbenchx.store;

/**
 * What the database server says it is, for the results of a run.
 *
 * @param product the server product ("MariaDB", "MySQL", "PostgreSQL", or what a built-in store is)
 * @param version the version string the server reports
 */
public record ServerInfo(String product, String version) {
}
