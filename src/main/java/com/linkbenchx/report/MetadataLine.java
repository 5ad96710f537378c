package com.linkbenchx.report;

/** One fact about a run in the report's run table, e.g. ("requesters", "100"). Secrets are masked before here. */
public record MetadataLine(String name, String value) {
}
