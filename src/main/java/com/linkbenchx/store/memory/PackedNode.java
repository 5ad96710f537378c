package com.linkbenchx.store.memory;

import com.linkbenchx.model.Node;
import java.util.Arrays;

/** A stored node as one byte array (type, version, time, payload), the id being where it is kept: 40 bytes less. */
final class PackedNode {
  private static final int TYPE = 0;
  private static final int VERSION = 4;
  private static final int TIME = 12;
  private static final int DATA = 16;

  private PackedNode() {
  }

  static byte[] of(Node node) {
    byte[] data = node.data();
    byte[] packed = new byte[DATA + data.length];
    ByteFields.putInt(packed, TYPE, node.type());
    ByteFields.putLong(packed, VERSION, node.version());
    ByteFields.putInt(packed, TIME, node.time());
    System.arraycopy(data, 0, packed, DATA, data.length);
    return packed;
  }

  static int type(byte[] packed) {
    return ByteFields.getInt(packed, TYPE);
  }

  static Node toNode(long id, byte[] packed) {
    return new Node(id, type(packed), ByteFields.getLong(packed, VERSION), ByteFields.getInt(packed, TIME),
        Arrays.copyOfRange(packed, DATA, packed.length));
  }
}
