package com.linkbenchx.store.sql;

/**
 * What a server allows: {@code allowed} connections in all, {@code inUse} open now (the asking one included),
 * {@code allowance} saying how {@code allowed} is made of its settings, and {@code setting} the one to raise.
 */
public record ConnectionLimit(long allowed, long inUse, String allowance, String setting) {
}
