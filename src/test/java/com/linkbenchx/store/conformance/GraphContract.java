package com.linkbenchx.store.conformance;

import static com.linkbenchx.store.conformance.TestData.ID1;
import static com.linkbenchx.store.conformance.TestData.T0;
import static com.linkbenchx.store.conformance.TestData.TYPE;
import static com.linkbenchx.store.conformance.TestData.node;
import static com.linkbenchx.store.conformance.TestData.text;
import static com.linkbenchx.store.conformance.TestData.visible;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.NodeStore;
import org.junit.jupiter.api.Test;

/** Links and nodes kept by one provider: resetting nodes leaves links and counts alone. */
public interface GraphContract extends StoreFixture {
  @Test
  default void resetNodeStoreLeavesLinksAndCounts() throws Exception {
    LinkStore links = linkStore();
    NodeStore nodes = nodeStore();
    links.addLink(dbid(), visible(1, T0));
    nodes.resetNodeStore(dbid(), 1);
    nodes.addNode(dbid(), node(Node.DEFAULT_NODE_TYPE, 1, 1, text("n")));

    nodes.resetNodeStore(dbid(), 1);

    assertEquals(visible(1, T0), links.getLink(dbid(), ID1, TYPE, 1));
    assertEquals(1, links.countLinks(dbid(), ID1, TYPE));
    assertArrayEquals(new Link[] {visible(1, T0)}, links.getLinkList(dbid(), ID1, TYPE));
  }

  @Test
  default void linkWritesLeaveNodesAlone() throws Exception {
    NodeStore nodes = nodeStore();
    nodes.resetNodeStore(dbid(), 1);
    long id = nodes.addNode(dbid(), node(Node.DEFAULT_NODE_TYPE, 1, 1, text("n")));

    linkStore().addLink(dbid(), new Link(id, TYPE, id, Link.VISIBILITY_DEFAULT, text("self"), 0, T0));
    linkStore().deleteLink(dbid(), id, TYPE, id, true);

    assertArrayEquals(text("n"), nodes.getNode(dbid(), Node.DEFAULT_NODE_TYPE, id).data());
    assertEquals(id + 1, nodes.addNode(dbid(), node(Node.DEFAULT_NODE_TYPE, 1, 1, text("m"))));
  }
}
