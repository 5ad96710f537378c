package com.linkbenchx.store.routing;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.RoutedStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;

/**
 * One worker's store over several endpoints: the single-link and single-node operations go to the endpoint the
 * subclass picks for the id1 or node id, each with that endpoint's dbid.
 */
abstract class RoutingGraphStore implements GraphStore, RoutedStore {
  /** The endpoint of the last call. */
  int servedBy;

  interface Call<T> {
    T run(GraphStore store, String dbid) throws StoreException;
  }

  /** Runs {@code call} on the endpoint of the links of {@code id1}, with the dbid it is called with there. */
  abstract <T> T onLinks(String dbid, long id1, Call<T> call) throws StoreException;

  /** Runs {@code call} on the endpoint of node {@code id}, with the dbid it is called with there. */
  abstract <T> T onNode(String dbid, long id, Call<T> call) throws StoreException;

  @Override
  public int servedBy() {
    return servedBy;
  }

  @Override
  public WriteResult addLink(String dbid, Link link) throws StoreException {
    return onLinks(dbid, link.id1(), (store, own) -> store.addLink(own, link));
  }

  @Override
  public WriteResult updateLink(String dbid, Link link) throws StoreException {
    return onLinks(dbid, link.id1(), (store, own) -> store.updateLink(own, link));
  }

  @Override
  public boolean deleteLink(String dbid, long id1, long linkType, long id2, boolean expunge) throws StoreException {
    return onLinks(dbid, id1, (store, own) -> store.deleteLink(own, id1, linkType, id2, expunge));
  }

  @Override
  public Link getLink(String dbid, long id1, long linkType, long id2) throws StoreException {
    return onLinks(dbid, id1, (store, own) -> store.getLink(own, id1, linkType, id2));
  }

  @Override
  public Link[] multigetLinks(String dbid, long id1, long linkType, long[] id2s) throws StoreException {
    return onLinks(dbid, id1, (store, own) -> store.multigetLinks(own, id1, linkType, id2s));
  }

  @Override
  public Link[] getLinkList(String dbid, long id1, long linkType, long minTime, long maxTime, int offset, int limit)
      throws StoreException {
    return onLinks(dbid, id1, (store, own) -> store.getLinkList(own, id1, linkType, minTime, maxTime, offset, limit));
  }

  @Override
  public long countLinks(String dbid, long id1, long linkType) throws StoreException {
    return onLinks(dbid, id1, (store, own) -> store.countLinks(own, id1, linkType));
  }

  @Override
  public Node getNode(String dbid, int type, long id) throws StoreException {
    return onNode(dbid, id, (store, own) -> store.getNode(own, type, id));
  }

  @Override
  public boolean updateNode(String dbid, Node node) throws StoreException {
    return onNode(dbid, node.id(), (store, own) -> store.updateNode(own, node));
  }

  @Override
  public boolean deleteNode(String dbid, int type, long id) throws StoreException {
    return onNode(dbid, id, (store, own) -> store.deleteNode(own, type, id));
  }
}
