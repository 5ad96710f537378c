package com.linkbenchx.store.conformance;

/**
 * The link-store conformance suite. A link store's test class extends this and implements
 * {@link #newProvider()} and {@link #emptyDbid}; see {@link StoreConformanceBase}.
 */
public abstract class LinkStoreConformance extends StoreConformanceBase
    implements LinkWriteContract, LinkReadContract, LinkPayloadContract, LinkBulkContract, LinkSharingContract,
    LinkModelContract {
}
