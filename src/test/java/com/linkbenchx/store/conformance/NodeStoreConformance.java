package com.linkbenchx.store.conformance;

/**
 * The node-store conformance suite. A node store's test class extends this and implements
 * {@link #newProvider()} and {@link #emptyDbid}; see {@link StoreConformanceBase}.
 */
public abstract class NodeStoreConformance extends StoreConformanceBase
    implements NodeContract, NodeSharingContract {
}
