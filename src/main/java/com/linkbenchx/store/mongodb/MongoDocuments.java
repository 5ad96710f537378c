package com.linkbenchx.store.mongodb;

import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkCount;
import com.linkbenchx.model.Node;
import org.bson.BsonBinary;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonInt64;
import org.bson.BsonValue;

/**
 * The documents of the three collections, each keyed by its natural key as {@code _id}:
 * <pre>
 * links  {_id: {id1, link_type, id2}, visibility, data, time, version}
 * counts {_id: {id1, link_type}, count, time, version}
 * nodes  {_id: id, type, version, time, data}
 * </pre>
 * Ids, types and times are 64-bit integers, visibility and link versions 32-bit, payloads binary (subtype 0). Key
 * fields always come in the order above: MongoDB compares embedded documents field by field, in order.
 */
final class MongoDocuments {
  static final String ID = "_id";
  static final String ID1 = "id1";
  static final String LINK_TYPE = "link_type";
  static final String ID2 = "id2";
  static final String VISIBILITY = "visibility";
  static final String DATA = "data";
  static final String TIME = "time";
  static final String VERSION = "version";
  static final String COUNT = "count";
  static final String TYPE = "type";
  /** Dotted paths of the key fields, for filters, sorts and indexes. */
  static final String KEY_ID1 = ID + "." + ID1;
  static final String KEY_LINK_TYPE = ID + "." + LINK_TYPE;
  static final String KEY_ID2 = ID + "." + ID2;

  private MongoDocuments() {
  }

  static BsonDocument linkKey(long id1, long linkType, long id2) {
    return new BsonDocument(ID1, new BsonInt64(id1)).append(LINK_TYPE, new BsonInt64(linkType))
        .append(ID2, new BsonInt64(id2));
  }

  static BsonDocument countKey(long id1, long linkType) {
    return new BsonDocument(ID1, new BsonInt64(id1)).append(LINK_TYPE, new BsonInt64(linkType));
  }

  /** The whole link document, as inserted. */
  static BsonDocument link(Link link) {
    return new BsonDocument(ID, linkKey(link.id1(), link.linkType(), link.id2()))
        .append(VISIBILITY, new BsonInt32(link.visibility()))
        .append(DATA, new BsonBinary(link.data()))
        .append(TIME, new BsonInt64(link.time()))
        .append(VERSION, new BsonInt32(link.version()));
  }

  /** The fields an upsert overwrites: everything but the key. */
  static BsonDocument linkFields(Link link) {
    return new BsonDocument(VISIBILITY, new BsonInt32(link.visibility()))
        .append(DATA, new BsonBinary(link.data()))
        .append(TIME, new BsonInt64(link.time()))
        .append(VERSION, new BsonInt32(link.version()));
  }

  static Link toLink(BsonDocument document) {
    BsonDocument key = document.getDocument(ID);
    return new Link(key.getInt64(ID1).getValue(), key.getInt64(LINK_TYPE).getValue(), key.getInt64(ID2).getValue(),
        (byte) number(document.get(VISIBILITY)), document.getBinary(DATA).getData(),
        (int) number(document.get(VERSION)), number(document.get(TIME)));
  }

  static BsonDocument count(LinkCount count) {
    return new BsonDocument(ID, countKey(count.id1(), count.linkType()))
        .append(COUNT, new BsonInt64(count.count()))
        .append(TIME, new BsonInt64(count.time()))
        .append(VERSION, new BsonInt64(count.version()));
  }

  static BsonDocument node(long id, Node node) {
    return new BsonDocument(ID, new BsonInt64(id))
        .append(TYPE, new BsonInt32(node.type()))
        .append(VERSION, new BsonInt64(node.version()))
        .append(TIME, new BsonInt32(node.time()))
        .append(DATA, new BsonBinary(node.data()));
  }

  static Node toNode(BsonDocument document) {
    return new Node(number(document.get(ID)), (int) number(document.get(TYPE)), number(document.get(VERSION)),
        (int) number(document.get(TIME)), document.getBinary(DATA).getData());
  }

  /** Whether a stored link document is visible. */
  static boolean isVisible(BsonDocument link) {
    return number(link.get(VISIBILITY)) == Link.VISIBILITY_DEFAULT;
  }

  /** Any BSON number as a long: documents written by hand in mongosh hold doubles or 32-bit integers. */
  static long number(BsonValue value) {
    if (value == null || !value.isNumber()) {
      throw new IllegalStateException("expected a number but found "
          + (value == null ? "no value" : value.getBsonType()));
    }
    return value.asNumber().longValue();
  }
}
