package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import com.mongodb.MongoCommandException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import com.mongodb.client.model.IndexOptions;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.Document;

/**
 * The collections and the one secondary index the store needs: every natural key is an {@code _id}, and
 * GET_LINKS_LIST needs {@value #LINK_LIST_INDEX} or scans the collection. {@code sql/create_mongodb.js} makes the same.
 */
final class MongoSchema {
  static final String LINK_LIST_INDEX = "id1_type_visibility_time";
  private static final int NAMESPACE_EXISTS = 48;
  private static final int NAMESPACE_NOT_FOUND = 26;

  private MongoSchema() {
  }

  /** {@code {"_id.id1": 1, "_id.link_type": 1, visibility: 1, time: -1, "_id.id2": -1}}. */
  static BsonDocument linkListKeys() {
    return new BsonDocument(MongoDocuments.KEY_ID1, new BsonInt32(1))
        .append(MongoDocuments.KEY_LINK_TYPE, new BsonInt32(1))
        .append(MongoDocuments.VISIBILITY, new BsonInt32(1))
        .append(MongoDocuments.TIME, new BsonInt32(-1))
        .append(MongoDocuments.KEY_ID2, new BsonInt32(-1));
  }

  /**
   * Checks the dbid's collections hold the benchmark's documents and the link-list index exists; with {@code
   * create_tables=true}, unless {@code readOnly}, creates whatever is missing (never drops anything).
   */
  static void ensure(MongoClient client, MongoSettings settings, boolean readOnly) throws StoreException {
    Optional<String> foreign = CollectionShapes.wrongShape(DbCollections.of(client, settings, settings.dbid()),
        settings);
    if (foreign.isPresent()) {
      throw new StoreException(ErrorKind.FATAL, foreign.get());
    }
    MongoDatabase database = client.getDatabase(settings.dbid());
    if (hasLinkListIndex(database.getCollection(settings.linkTable()))) {
      return;
    }
    String where = "MongoDB collection " + settings.dbid() + "." + settings.linkTable() + " at " + settings.endpoint();
    if (readOnly) {
      throw new StoreException(ErrorKind.FATAL, where + " has no index " + linkListKeys().toJson()
          + "; --verify only reads and creates nothing: verify the dbid the data was loaded into, or load it first");
    }
    if (!settings.createTables()) {
      throw new StoreException(ErrorKind.FATAL, where + " has no index " + linkListKeys().toJson()
          + " (GET_LINKS_LIST would scan the collection); create it with: mongosh 'mongodb://HOST:PORT/"
          + settings.dbid() + "' sql/create_mongodb.js (or run with -D create_tables=true)");
    }
    Logs.logger().info("Creating the collections and index {} of {}", LINK_LIST_INDEX, where);
    List<String> existing = database.listCollectionNames().into(new ArrayList<>());
    for (String name : List.of(settings.linkTable(), settings.countTable(), settings.nodeTable(),
        settings.sequenceTable())) {
      if (!existing.contains(name)) {
        try {
          database.createCollection(name);
        } catch (MongoCommandException e) {
          if (e.getErrorCode() != NAMESPACE_EXISTS) {
            throw e;
          }
        }
      }
    }
    database.getCollection(settings.linkTable()).createIndex(linkListKeys(), new IndexOptions().name(LINK_LIST_INDEX));
  }

  private static boolean hasLinkListIndex(MongoCollection<Document> links) {
    BsonDocument wanted = linkListKeys();
    try {
      for (Document index : links.listIndexes()) {
        Object key = index.get("key");
        if (key instanceof Document keys && sameKeys(keys, wanted)) {
          return true;
        }
      }
    } catch (MongoCommandException e) {
      if (e.getErrorCode() != NAMESPACE_NOT_FOUND) {
        throw e;
      }
    }
    return false;
  }

  /** Same fields in the same order with the same directions (1 and 1.0 are the same). */
  private static boolean sameKeys(Document keys, BsonDocument wanted) {
    List<String> names = new ArrayList<>(keys.keySet());
    if (!names.equals(new ArrayList<>(wanted.keySet()))) {
      return false;
    }
    for (String name : names) {
      if (!(keys.get(name) instanceof Number direction) || direction.intValue() != wanted.getInt32(name).getValue()) {
        return false;
      }
    }
    return true;
  }
}
