package com.linkbenchx.store.sql;

import com.linkbenchx.config.ConfigKey;

/**
 * A database's default port, and the key naming the database to connect to (its default is the database's), or
 * null when the dialect connects without one.
 */
public record SqlDefaults(int port, ConfigKey<String> databaseKey) {
}
