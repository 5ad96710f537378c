package com.linkbenchx.model;

import java.util.Arrays;

/**
 * One edge of the social graph. Equality compares all seven fields, the payload by content.
 *
 * @param linkType link type (LinkBench uses 123456789 + k)
 * @param visibility {@link #VISIBILITY_DEFAULT} (visible) or {@link #VISIBILITY_HIDDEN}
 * @param data payload bytes (never null; at most 254 bytes in LinkBench workloads)
 * @param time sort key, usually epoch milliseconds
 */
public record Link(long id1, long linkType, long id2, byte visibility, byte[] data, int version, long time) {
  public static final long DEFAULT_LINK_TYPE = 123456789L;
  public static final byte VISIBILITY_HIDDEN = 0;
  public static final byte VISIBILITY_DEFAULT = 1;
  /** Payloads are drawn from [0, MAX_LINK_DATA), so at most 254 bytes. */
  public static final int MAX_LINK_DATA = 255;

  private static final byte[] NO_DATA = new byte[0];

  public Link {
    if (data == null) {
      data = NO_DATA;
    }
  }

  public boolean isVisible() {
    return visibility == VISIBILITY_DEFAULT;
  }

  public Link withVisibility(byte newVisibility) {
    return new Link(id1, linkType, id2, newVisibility, data, version, time);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Link link
        && id1 == link.id1 && linkType == link.linkType && id2 == link.id2
        && visibility == link.visibility && version == link.version && time == link.time
        && Arrays.equals(data, link.data);
  }

  @Override
  public int hashCode() {
    int hash = Long.hashCode(id1);
    hash = 31 * hash + Long.hashCode(linkType);
    hash = 31 * hash + Long.hashCode(id2);
    hash = 31 * hash + visibility;
    hash = 31 * hash + Arrays.hashCode(data);
    hash = 31 * hash + version;
    return 31 * hash + Long.hashCode(time);
  }

  @Override
  public String toString() {
    return "Link(id1=" + id1 + ", id2=" + id2 + ", link_type=" + linkType + ", visibility=" + visibility
        + ", version=" + version + ", time=" + time + ", data.length=" + data.length + ")";
  }
}
