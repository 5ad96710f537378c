package com.linkbenchx.store.mongodb;

import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoCollection;
import com.mongodb.client.MongoDatabase;
import org.bson.BsonDocument;

/** The collections of one dbid: {@code linktable}, {@code counttable}, {@code nodetable} and its node id counter. */
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
