package com.linkbenchx.store.sql;

import com.linkbenchx.config.ConfigKey;

/** A database's default port, and the key naming the database to connect to (null: the dialect connects to none). */
public record SqlDefaults(int port, ConfigKey<String> databaseKey) {
}
