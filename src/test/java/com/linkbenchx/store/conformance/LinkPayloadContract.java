package com.linkbenchx.store.conformance;

import static com.linkbenchx.store.conformance.TestData.ID1;
import static com.linkbenchx.store.conformance.TestData.T0;
import static com.linkbenchx.store.conformance.TestData.TYPE;
import static com.linkbenchx.store.conformance.TestData.VISIBLE;
import static com.linkbenchx.store.conformance.TestData.byId2;
import static com.linkbenchx.store.conformance.TestData.byteRun;
import static com.linkbenchx.store.conformance.TestData.text;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.LinkStore;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Link payloads are arbitrary bytes of length 0 to 254 and come back exactly, through every read
 * path, whatever they hold (NUL, quote, backslash, bytes >= 128, trailing spaces).
 */
public interface LinkPayloadContract extends StoreFixture {
  /** Payloads covering every byte value at lengths 0, 1 and 254, and the awkward cases. */
  static List<byte[]> awkwardPayloads() {
    List<byte[]> payloads = new ArrayList<>();
    payloads.add(new byte[0]);
    for (int value = 0; value < 256; value++) {
      payloads.add(new byte[] {(byte) value});
    }
    payloads.add(byteRun(0, 254));
    payloads.add(byteRun(254, 254));
    payloads.add(byteRun(128, 254));
    payloads.add(text("it's a \"quoted\" \\ back\\slash\\"));
    payloads.add(text("trailing spaces   "));
    payloads.add(new byte[] {'a', 0, 'b', 0});
    payloads.add(new byte[] {0, 0, 0});
    payloads.add(text("\\0\\n\\x27' OR 1=1; --"));
    payloads
        .add(new byte[] {(byte) 0xC3, (byte) 0xA9, (byte) 0xE2, (byte) 0x82, (byte) 0xAC, (byte) 0xFF, (byte) 0xFE});
    payloads.add(text("\r\n\t\b\u001a"));
    return payloads;
  }

  private List<Link> addAwkwardLinks(LinkStore store) throws Exception {
    List<Link> links = new ArrayList<>();
    long id2 = 1;
    for (byte[] payload : awkwardPayloads()) {
      Link link = new Link(ID1, TYPE, id2, VISIBLE, payload, (int) id2, T0 + id2);
      store.addLink(dbid(), link);
      links.add(link);
      id2++;
    }
    return links;
  }

  @Test
  default void everyPayloadComesBackFromGetLink() throws Exception {
    LinkStore store = linkStore();
    for (Link link : addAwkwardLinks(store)) {
      assertEquals(link, store.getLink(dbid(), ID1, TYPE, link.id2()), () -> "payload of " + link);
    }
  }

  @Test
  default void everyPayloadComesBackFromMultigetAndTheList() throws Exception {
    LinkStore store = linkStore();
    List<Link> links = addAwkwardLinks(store);
    Link[] expected = links.toArray(new Link[0]);
    long[] id2s = links.stream().mapToLong(Link::id2).toArray();

    assertArrayEquals(expected, byId2(store.multigetLinks(dbid(), ID1, TYPE, id2s)));
    assertArrayEquals(expected, byId2(TestData.fullList(store, dbid(), ID1, TYPE)));
  }

  @Test
  default void anUpsertReplacesThePayloadWhateverItsLength() throws Exception {
    LinkStore store = linkStore();
    byte[][] payloads = {byteRun(7, 254), new byte[0], byteRun(200, 3), byteRun(1, 254), text("x")};
    for (byte[] payload : payloads) {
      Link link = new Link(ID1, TYPE, 1, VISIBLE, payload, 0, T0);
      store.addLink(dbid(), link);
      assertEquals(link, store.getLink(dbid(), ID1, TYPE, 1));
    }
  }

  @Test
  default void theStoreKeepsItsOwnCopyOfPayloads() throws Exception {
    LinkStore store = linkStore();
    byte[] buffer = text("original");
    store.addLink(dbid(), new Link(ID1, TYPE, 1, VISIBLE, buffer, 0, T0));

    buffer[0] = 'X';
    store.getLink(dbid(), ID1, TYPE, 1).data()[1] = 'Y';
    store.getLinkList(dbid(), ID1, TYPE)[0].data()[2] = 'Z';
    store.multigetLinks(dbid(), ID1, TYPE, new long[] {1})[0].data()[3] = 'W';

    assertArrayEquals(text("original"), store.getLink(dbid(), ID1, TYPE, 1).data());
  }
}
