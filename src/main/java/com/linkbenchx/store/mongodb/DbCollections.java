package com.linkbenchx.store.mongodb;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import org.bson.BsonDocument;

/**
 * The collections of one dbid: links, counts, nodes, and the node id counter.
 *
 * @param links the {@code linktable} collection
 * @param counts the {@code counttable} collection
 * @param nodes the {@code nodetable} collection
 * @param sequence {@code <nodetable>_sequence}, holding the next node id
 */
record DbCollections(MongoCollection<BsonDocument> links, MongoCollection<BsonDocument> counts,
    MongoCollection<BsonDocument> nodes, MongoCollection<BsonDocument> sequence) {

  static DbCollections of(MongoClient client, MongoSettings settings, String dbid) {
    MongoDatabase database = client.getDatabase(dbid);
    return new DbCollections(database.getCollection(settings.linkTable(), BsonDocument.class),
        database.getCollection(settings.countTable(), BsonDocument.class),
        database.getCollection(settings.nodeTable(), BsonDocument.class),
        database.getCollection(settings.sequenceTable(), BsonDocument.class));
  }
}
