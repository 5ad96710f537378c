package com.linkbenchx.model;

import java.util.Arrays;

/**
 * One vertex of the social graph. Equality compares all fields, the payload by content.
 *
 * @param id node id (ignored by {@code NodeStore.addNode}, which allocates one)
 * @param time Unix seconds
 * @param data payload bytes (never null)
 */
public record Node(long id, int type, long version, int time, byte[] data) {
  public static final int DEFAULT_NODE_TYPE = 2048;
  /** Payloads are drawn from [0, MAX_NODE_DATA), so at most 1048575 bytes. */
  public static final int MAX_NODE_DATA = 1024 * 1024;

  private static final byte[] NO_DATA = new byte[0];

  public Node {
    if (data == null) {
      data = NO_DATA;
    }
  }

  public Node withId(long newId) {
    return new Node(newId, type, version, time, data);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof Node node
        && id == node.id && type == node.type && version == node.version && time == node.time
        && Arrays.equals(data, node.data);
  }

  @Override
  public int hashCode() {
    int hash = Long.hashCode(id);
    hash = 31 * hash + type;
    hash = 31 * hash + Long.hashCode(version);
    hash = 31 * hash + time;
    return 31 * hash + Arrays.hashCode(data);
  }

  @Override
  public String toString() {
    return "Node(id=" + id + ", type=" + type + ", version=" + version + ", time=" + time
        + ", data.length=" + data.length + ")";
  }
}
