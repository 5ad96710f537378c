package com.linkbenchx.store.sql;

/**
 * A database's connection defaults.
 *
 * @param port default server port
 * @param databaseKey configuration key naming the database to connect to, or null when the
 *     dialect connects without one
 * @param database that key's default
 */
public record SqlDefaults(int port, String databaseKey, String database) {
}
