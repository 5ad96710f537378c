package com.linkbenchx.model;

/**
 * A count-table row written by the bulk loader: the number of visible links of (id1, linkType).
 *
 * @param time the newest link time of the pair
 * @param count number of visible links
 */
public record LinkCount(long id1, long linkType, long time, long version, long count) {
}
