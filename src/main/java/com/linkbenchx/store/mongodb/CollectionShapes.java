package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.COUNT;
import static com.linkbenchx.store.mongodb.MongoDocuments.DATA;
import static com.linkbenchx.store.mongodb.MongoDocuments.ID;
import static com.linkbenchx.store.mongodb.MongoDocuments.ID1;
import static com.linkbenchx.store.mongodb.MongoDocuments.ID2;
import static com.linkbenchx.store.mongodb.MongoDocuments.LINK_TYPE;
import static com.linkbenchx.store.mongodb.MongoDocuments.TIME;
import static com.linkbenchx.store.mongodb.MongoDocuments.TYPE;
import static com.linkbenchx.store.mongodb.MongoDocuments.VERSION;
import static com.linkbenchx.store.mongodb.MongoDocuments.VISIBILITY;

import com.linkbenchx.store.connection.ConnectionKeys;
import com.mongodb.client.MongoCollection;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.bson.BsonDocument;
import org.bson.BsonValue;

/**
 * Whether a dbid's collections hold the benchmark's documents, judged by the first of each: one lacking the store's
 * fields means someone else's data, refused before anything is created or deleted.
 */
final class CollectionShapes {
  /** What one collection's documents hold: fields of the {@code _id} document, then top-level fields. */
  private record Shape(String key, String role, List<String> idFields, List<String> fields) {
  }

  private static final Shape LINKS = new Shape(ConnectionKeys.LINK_TABLE.name(), "link", List.of(ID1, LINK_TYPE, ID2),
      List.of(VISIBILITY, DATA, TIME, VERSION));
  private static final Shape COUNTS = new Shape(ConnectionKeys.COUNT_TABLE.name(), "count", List.of(ID1, LINK_TYPE),
      List.of(COUNT, TIME, VERSION));
  private static final Shape NODES = new Shape(ConnectionKeys.NODE_TABLE.name(), "node", List.of(),
      List.of(TYPE, VERSION, TIME, DATA));
  private static final Shape COUNTER = new Shape(ConnectionKeys.NODE_TABLE.name(), "node id counter", List.of(),
      List.of(NodeIds.NEXT));

  private CollectionShapes() {
  }

  /** The first collection whose first document is not the benchmark's, in one line; empty when all pass. */
  static Optional<String> wrongShape(DbCollections db, MongoSettings settings) {
    return wrongShape(db.links(), LINKS, settings).or(() -> wrongShape(db.counts(), COUNTS, settings))
        .or(() -> wrongShape(db.nodes(), NODES, settings)).or(() -> wrongShape(db.sequence(), COUNTER, settings));
  }

  private static Optional<String> wrongShape(MongoCollection<BsonDocument> collection, Shape shape,
      MongoSettings settings) {
    BsonDocument first = collection.find().first();
    if (first == null) {
      return Optional.empty();
    }
    List<String> lacking = new ArrayList<>();
    BsonValue id = first.get(ID);
    for (String field : shape.idFields()) {
      if (id == null || !id.isDocument() || !id.asDocument().containsKey(field)) {
        lacking.add(ID + "." + field);
      }
    }
    shape.fields().stream().filter(field -> !first.containsKey(field)).forEach(lacking::add);
    if (lacking.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of("MongoDB collection " + collection.getNamespace().getFullName() + " at " + settings.endpoint()
        + " (" + shape.key() + ") does not hold benchmark " + shape.role() + " documents: its first document lacks "
        + String.join(", ", lacking) + "; nothing was created or emptied; set " + shape.key()
        + " to another collection");
  }
}
