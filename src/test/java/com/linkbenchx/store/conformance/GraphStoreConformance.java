package com.linkbenchx.store.conformance;

/**
 * Every conformance test, for a provider that stores links and nodes: the link suite, the node
 * suite and the tests of the two together. A store's test class extends this and implements
 * {@link #newProvider()} and {@link #emptyDbid}; see {@link StoreConformanceBase}.
 */
public abstract class GraphStoreConformance extends StoreConformanceBase
    implements LinkWriteContract, LinkReadContract, LinkPayloadContract, LinkBulkContract, LinkSharingContract,
    LinkModelContract, NodeContract, NodeSharingContract, GraphContract {
}
