package com.linkbenchx.store.conformance;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.store.LinkStore;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;

/** Ids, links, nodes and payloads used by the conformance suites. Values stay positive and in the
 *  ranges of LinkBench's MySQL schema (unsigned columns, VARCHAR(255) link data). */
public final class TestData {
  public static final long ID1 = 4_242L;
  public static final long OTHER_ID1 = 4_243L;
  public static final long TYPE = Link.DEFAULT_LINK_TYPE;
  public static final long OTHER_TYPE = Link.DEFAULT_LINK_TYPE + 1;
  public static final byte VISIBLE = Link.VISIBILITY_DEFAULT;
  public static final byte HIDDEN = Link.VISIBILITY_HIDDEN;
  /** A plausible epoch-milliseconds time; tests add small offsets to it. */
  public static final long T0 = 1_700_000_000_000L;

  private TestData() {
  }

  /** A visible link of (ID1, TYPE) with a payload naming it. */
  public static Link visible(long id2, long time) {
    return link(ID1, TYPE, id2, VISIBLE, time);
  }

  /** A hidden link of (ID1, TYPE) with a payload naming it. */
  public static Link hidden(long id2, long time) {
    return link(ID1, TYPE, id2, HIDDEN, time);
  }

  public static Link link(long id1, long linkType, long id2, byte visibility, long time) {
    return new Link(id1, linkType, id2, visibility, text("link " + id1 + "/" + linkType + "/" + id2), 0, time);
  }

  public static byte[] text(String value) {
    return value.getBytes(StandardCharsets.ISO_8859_1);
  }

  /** {@code length} bytes counting up from {@code first}, wrapping at 256. */
  public static byte[] byteRun(int first, int length) {
    byte[] bytes = new byte[length];
    for (int i = 0; i < length; i++) {
      bytes[i] = (byte) (first + i);
    }
    return bytes;
  }

  public static Node node(int type, long version, int time, byte[] data) {
    return new Node(-1, type, version, time, data);
  }

  /** The links sorted by id2, for comparing results that may come in any order. */
  public static Link[] byId2(Link[] links) {
    Link[] sorted = links.clone();
    Arrays.sort(sorted, Comparator.comparingLong(Link::id2));
    return sorted;
  }

  /** The id2s of the links, in the order given. */
  public static long[] id2s(Link[] links) {
    return Arrays.stream(links).mapToLong(Link::id2).toArray();
  }

  /** Every visible link of (id1, linkType), newest first, in one call. */
  public static Link[] fullList(LinkStore store, String dbid, long id1, long linkType) throws Exception {
    return store.getLinkList(dbid, id1, linkType, 0, Long.MAX_VALUE, 0, Integer.MAX_VALUE);
  }
}
