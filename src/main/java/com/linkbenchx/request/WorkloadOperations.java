package com.linkbenchx.request;

import com.linkbenchx.store.Link;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.Node;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.workload.LinkBenchOp;
import com.linkbenchx.workload.OperationMix;
import com.linkbenchx.workload.PayloadGenerator;
import com.linkbenchx.workload.RequestChooser;
import java.util.Random;

/**
 * One requester's operations (SPEC §6.4): the RNG draws in LinkBench's order, then one timed store
 * call. The timer brackets the store call alone, for every operation: history list queries are
 * timed too [Q22], and GET_NODE's id choice is not (LinkBench started its timer before it).
 */
final class WorkloadOperations implements OperationExecutor {
  private final Random rng;
  private final OperationMix mix;
  private final RequestChooser chooser;
  private final String dbid;
  private final boolean fixUpdateLink;
  private final double historyFraction;
  private final PayloadGenerator linkAddPayloads;
  private final PayloadGenerator linkUpdatePayloads;
  private final PayloadGenerator nodeAddPayloads;
  private final PayloadGenerator nodeUpdatePayloads;
  private final LinkHistoryCache history = new LinkHistoryCache();
  private long lastNodeId;

  /** @param nodeAddPayloads and {@code nodeUpdatePayloads} are null when the mix has no node operation */
  WorkloadOperations(Random rng, OperationMix mix, RequestChooser chooser, String dbid, boolean fixUpdateLink,
      double historyFraction, PayloadGenerator linkAddPayloads, PayloadGenerator linkUpdatePayloads,
      PayloadGenerator nodeAddPayloads, PayloadGenerator nodeUpdatePayloads, long startId1) {
    this.rng = rng;
    this.mix = mix;
    this.chooser = chooser;
    this.dbid = dbid;
    this.fixUpdateLink = fixUpdateLink;
    this.historyFraction = historyFraction;
    this.linkAddPayloads = linkAddPayloads;
    this.linkUpdatePayloads = linkUpdatePayloads;
    this.nodeAddPayloads = nodeAddPayloads;
    this.nodeUpdatePayloads = nodeUpdatePayloads;
    this.lastNodeId = startId1;
  }

  @Override
  public LinkBenchOp chooseOperation() {
    return mix.choose(rng);
  }

  @Override
  public void execute(LinkBenchOp op, WorkerStores stores, ServiceTimer timer) throws StoreException {
    switch (op) {
      case ADD_LINK -> writeLink(stores.links(), timer, RequestChooser.P_ADD_EXIST, linkAddPayloads, false);
      case UPDATE_LINK -> writeLink(stores.links(), timer, RequestChooser.P_UPDATE_EXIST, linkUpdatePayloads,
          fixUpdateLink);
      case DELETE_LINK -> deleteLink(stores.links(), timer);
      case COUNT_LINK -> countLinks(stores.links(), timer);
      case MULTIGET_LINK -> multigetLinks(stores.links(), timer);
      case GET_LINKS_LIST -> getLinkList(stores.links(), timer);
      case ADD_NODE -> addNode(stores.nodes(), timer);
      case UPDATE_NODE -> updateNode(stores.nodes(), timer);
      case DELETE_NODE -> deleteNode(stores.nodes(), timer);
      case GET_NODE -> getNode(stores.nodes(), timer);
      default -> throw new IllegalStateException("No-op in requester: last probability < 1.0");
    }
  }

  private void writeLink(LinkStore links, ServiceTimer timer, double pExisting, PayloadGenerator payloads,
      boolean asUpdate) throws StoreException {
    long id1 = chooser.linkWriteId1(rng);
    long linkType = chooser.linkType(rng);
    long id2 = chooser.chooseId2(rng, id1, linkType, pExisting);
    Link link = new Link(id1, linkType, id2, Link.VISIBILITY_DEFAULT, payloads.next(rng), 0,
        System.currentTimeMillis());
    timer.start();
    if (asUpdate) {
      links.updateLink(dbid, link);
    } else {
      links.addLink(dbid, link); // LinkBench's UPDATE_LINK adds too [Q4]
    }
    timer.stop();
  }

  private void deleteLink(LinkStore links, ServiceTimer timer) throws StoreException {
    long id1 = chooser.linkWriteId1(rng);
    long linkType = chooser.linkType(rng);
    long id2 = chooser.chooseId2(rng, id1, linkType, RequestChooser.P_DELETE_EXIST);
    timer.start();
    links.deleteLink(dbid, id1, linkType, id2, false);
    timer.stop();
  }

  private void countLinks(LinkStore links, ServiceTimer timer) throws StoreException {
    long id1 = chooser.linkReadId1(rng);
    long linkType = chooser.linkType(rng);
    timer.start();
    links.countLinks(dbid, id1, linkType);
    timer.stop();
  }

  private void multigetLinks(LinkStore links, ServiceTimer timer) throws StoreException {
    long id1 = chooser.linkReadId1(rng);
    long linkType = chooser.linkType(rng);
    int count = chooser.multigetSize(rng);
    long[] id2s = chooser.chooseId2s(rng, id1, linkType, count, RequestChooser.P_GET_EXIST);
    timer.start();
    links.multigetLinks(dbid, id1, linkType, id2s);
    timer.stop();
  }

  private void getLinkList(LinkStore links, ServiceTimer timer) throws StoreException {
    if (rng.nextDouble() < historyFraction && !history.isEmpty()) {
      getOlderPage(links, timer);
      return;
    }
    long id1 = chooser.linkReadId1(rng);
    long linkType = chooser.linkType(rng);
    timer.start();
    Link[] page = links.getLinkList(dbid, id1, linkType);
    timer.stop();
    if (page != null && page.length > 0 && page.length >= links.rangeLimit()) {
      history.add(page[page.length - 1], rng);
    }
  }

  /** The page before a remembered oldest link: offset 1 skips that link itself (SPEC §6.7). */
  private void getOlderPage(LinkStore links, ServiceTimer timer) throws StoreException {
    int slot = history.pickSlot(rng);
    Link oldest = history.get(slot);
    int limit = links.rangeLimit();
    timer.start();
    Link[] page = links.getLinkList(dbid, oldest.id1(), oldest.linkType(), 0, oldest.time(), 1, limit);
    timer.stop();
    if (page != null && page.length == limit) {
      history.replace(slot, page[page.length - 1]);
    } else {
      history.remove(slot);
    }
  }

  private void addNode(NodeStore nodes, ServiceTimer timer) throws StoreException {
    Node node = new Node(-1, Node.DEFAULT_NODE_TYPE, 1, nowSeconds(), nodeAddPayloads.next(rng));
    timer.start();
    long id = nodes.addNode(dbid, node);
    timer.stop();
    lastNodeId = id;
  }

  private void updateNode(NodeStore nodes, ServiceTimer timer) throws StoreException {
    long id = chooser.nodeUpdateId(rng, lastNodeId);
    Node node = new Node(id, Node.DEFAULT_NODE_TYPE, 2, nowSeconds(), nodeUpdatePayloads.next(rng));
    timer.start();
    nodes.updateNode(dbid, node);
    timer.stop();
    lastNodeId = id;
  }

  private void deleteNode(NodeStore nodes, ServiceTimer timer) throws StoreException {
    long id = chooser.nodeDeleteId(rng, lastNodeId);
    timer.start();
    nodes.deleteNode(dbid, Node.DEFAULT_NODE_TYPE, id);
    timer.stop();
    lastNodeId = id;
  }

  private void getNode(NodeStore nodes, ServiceTimer timer) throws StoreException {
    long id = chooser.nodeReadId(rng, lastNodeId);
    timer.start();
    nodes.getNode(dbid, Node.DEFAULT_NODE_TYPE, id);
    timer.stop();
    lastNodeId = id;
  }

  private static int nowSeconds() {
    return (int) (System.currentTimeMillis() / 1000);
  }
}
