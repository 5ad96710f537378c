package com.linkbenchx.request;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.store.WriteResult;
import com.linkbenchx.workload.OperationMix;
import com.linkbenchx.workload.PayloadGenerator;
import com.linkbenchx.workload.RequestChooser;
import com.linkbenchx.workload.Workload;
import java.util.Random;
import org.apache.logging.log4j.Logger;

/**
 * One requester's operations: the RNG draws in LinkBench's order, then the store call. The requester's stores time each
 * call ({@code TimedStores}), so GET_NODE's id choice is not measured (LinkBench started its clock before it). At
 * {@code debuglevel=TRACE} each operation logs one line with its arguments and outcome, in LinkBenchX's wording.
 */
final class WorkloadOperations implements OperationExecutor {
  private static final Logger LOG = Logs.logger();
  /**
   * Read once: the level is set before any phase starts, and asking Log4j for every event walks its filter
   * configuration (3% of the CPU of an in-memory run at 400,000 events/s).
   */
  private final boolean trace = LOG.isTraceEnabled();

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

  /** One requester's operations drawn from the run's workload (node payloads only when the mix has node operations). */
  WorkloadOperations(Random rng, Workload workload, RequestSettings settings, int requesterIndex, int requesterCount) {
    this.rng = rng;
    this.mix = workload.operationMix();
    this.chooser = workload.newRequestChooser(requesterIndex, requesterCount);
    this.dbid = settings.dbid();
    this.fixUpdateLink = settings.fixUpdateLink();
    this.historyFraction = workload.getLinkListHistoryFraction();
    this.linkAddPayloads = workload.newLinkAddPayloads();
    this.linkUpdatePayloads = workload.newLinkUpdatePayloads();
    boolean nodeOps = mix.hasNodeOps();
    this.nodeAddPayloads = nodeOps ? workload.newNodeAddPayloads() : null;
    this.nodeUpdatePayloads = nodeOps ? workload.newNodeUpdatePayloads() : null;
    this.lastNodeId = workload.graph().startId1();
  }

  @Override
  public LinkBenchOp chooseOperation() {
    return mix.choose(rng);
  }

  @Override
  public void execute(LinkBenchOp op, WorkerStores stores) throws StoreException {
    switch (op) {
      case ADD_LINK -> writeLink(stores.links(), RequestChooser.P_ADD_EXIST, linkAddPayloads, false);
      case UPDATE_LINK -> writeLink(stores.links(), RequestChooser.P_UPDATE_EXIST, linkUpdatePayloads, fixUpdateLink);
      case DELETE_LINK -> deleteLink(stores.links());
      case COUNT_LINK -> countLinks(stores.links());
      case MULTIGET_LINK -> multigetLinks(stores.links());
      case GET_LINKS_LIST -> getLinkList(stores.links());
      case ADD_NODE -> addNode(stores.nodes());
      case UPDATE_NODE -> updateNode(stores.nodes());
      case DELETE_NODE -> deleteNode(stores.nodes());
      case GET_NODE -> getNode(stores.nodes());
      default -> throw new IllegalStateException("No-op in requester: last probability < 1.0");
    }
  }

  private void writeLink(LinkStore links, double pExisting, PayloadGenerator payloads,
      boolean asUpdate) throws StoreException {
    long id1 = chooser.linkWriteId1(rng);
    long linkType = chooser.linkType(rng);
    long id2 = chooser.chooseId2(rng, id1, linkType, pExisting);
    Link link = new Link(id1, linkType, id2, Link.VISIBILITY_DEFAULT, payloads.next(rng), 0,
        System.currentTimeMillis());
    // LinkBench's UPDATE_LINK adds too
    WriteResult result = asUpdate ? links.updateLink(dbid, link) : links.addLink(dbid, link);
    if (trace) {
      LOG.trace((asUpdate ? "updateLink " : "addLink ") + linkKey(id1, linkType, id2)
          + (asUpdate ? " found=" + (result == WriteResult.UPDATED) : " added=" + (result == WriteResult.INSERTED)));
    }
  }

  private static String linkKey(long id1, long linkType, long id2) {
    return "id1=" + id1 + " link_type=" + linkType + " id2=" + id2;
  }

  private void deleteLink(LinkStore links) throws StoreException {
    long id1 = chooser.linkWriteId1(rng);
    long linkType = chooser.linkType(rng);
    long id2 = chooser.chooseId2(rng, id1, linkType, RequestChooser.P_DELETE_EXIST);
    boolean deleted = links.deleteLink(dbid, id1, linkType, id2, false);
    if (trace) {
      LOG.trace("deleteLink " + linkKey(id1, linkType, id2) + " found=" + deleted);
    }
  }

  private void countLinks(LinkStore links) throws StoreException {
    long id1 = chooser.linkReadId1(rng);
    long linkType = chooser.linkType(rng);
    long count = links.countLinks(dbid, id1, linkType);
    if (trace) {
      LOG.trace("countLink id1=" + id1 + " link_type=" + linkType + " count=" + count);
    }
  }

  private void multigetLinks(LinkStore links) throws StoreException {
    long id1 = chooser.linkReadId1(rng);
    long linkType = chooser.linkType(rng);
    int count = chooser.multigetSize(rng);
    long[] id2s = chooser.chooseId2s(rng, id1, linkType, count, RequestChooser.P_GET_EXIST);
    Link[] found = links.multigetLinks(dbid, id1, linkType, id2s);
    if (trace) {
      LOG.trace("getLink id1=" + id1 + " link_type=" + linkType + " id2s=" + id2s.length + " found="
          + (found == null ? 0 : found.length));
    }
  }

  private void getLinkList(LinkStore links) throws StoreException {
    if (rng.nextDouble() < historyFraction && history.size() > 0) {
      getOlderPage(links);
      return;
    }
    long id1 = chooser.linkReadId1(rng);
    long linkType = chooser.linkType(rng);
    Link[] page = links.getLinkList(dbid, id1, linkType);
    traceList(id1, linkType, page);
    if (page != null && page.length > 0 && page.length >= links.rangeLimit()) {
      history.add(page[page.length - 1], rng);
    }
  }

  /** The page before a remembered oldest link: offset 1 skips that link itself. */
  private void getOlderPage(LinkStore links) throws StoreException {
    int slot = history.pickSlot(rng);
    Link oldest = history.get(slot);
    int limit = links.rangeLimit();
    Link[] page = links.getLinkList(dbid, oldest.id1(), oldest.linkType(), 0, oldest.time(), 1, limit);
    traceList(oldest.id1(), oldest.linkType(), page);
    if (page != null && page.length == limit) {
      history.replace(slot, page[page.length - 1]);
    } else {
      history.remove(slot);
    }
  }

  private void traceList(long id1, long linkType, Link[] page) {
    if (trace) {
      LOG.trace("getLinkList(id1=" + id1 + ", link_type=" + linkType + ") => count="
          + (page == null ? 0 : page.length));
    }
  }

  private void addNode(NodeStore nodes) throws StoreException {
    Node node = new Node(-1, Node.DEFAULT_NODE_TYPE, 1, nowSeconds(), nodeAddPayloads.next(rng));
    long id = nodes.addNode(dbid, node);
    lastNodeId = id;
    if (trace) {
      LOG.trace("addNode id=" + id);
    }
  }

  private void updateNode(NodeStore nodes) throws StoreException {
    long id = chooser.nodeUpdateId(rng, lastNodeId);
    Node node = new Node(id, Node.DEFAULT_NODE_TYPE, 2, nowSeconds(), nodeUpdatePayloads.next(rng));
    boolean found = nodes.updateNode(dbid, node);
    lastNodeId = id;
    if (trace) {
      LOG.trace("updateNode id=" + id + " found=" + found);
    }
  }

  private void deleteNode(NodeStore nodes) throws StoreException {
    long id = chooser.nodeDeleteId(rng, lastNodeId);
    boolean found = nodes.deleteNode(dbid, Node.DEFAULT_NODE_TYPE, id);
    lastNodeId = id;
    if (trace) {
      LOG.trace("deleteNode id=" + id + " found=" + found);
    }
  }

  private void getNode(NodeStore nodes) throws StoreException {
    long id = chooser.nodeReadId(rng, lastNodeId);
    Node node = nodes.getNode(dbid, Node.DEFAULT_NODE_TYPE, id);
    lastNodeId = id;
    if (trace) {
      LOG.trace("getNode id=" + id + " found=" + (node != null));
    }
  }

  private static int nowSeconds() {
    return (int) (System.currentTimeMillis() / 1000);
  }
}
