package com.linkbenchx.report;

/**
 * One fact about a run as shown in the report's run table, e.g. ("store", "MySqlStore") or
 * ("requesters", "100"). Secrets must be masked before they get here.
 */
public record MetadataLine(String name, String value) {
}
