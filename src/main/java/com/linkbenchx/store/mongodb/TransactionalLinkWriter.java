package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.ID;
import static com.linkbenchx.store.mongodb.MongoDocuments.VISIBILITY;

import com.linkbenchx.model.Link;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;
import com.mongodb.client.ClientSession;
import java.util.function.LongSupplier;
import org.bson.BsonDocument;
import org.bson.BsonInt32;

/**
 * Level 2: the link write and its count change run in one multi-document transaction on the worker's session, started
 * before the first write and committed after the last, so they commit together or not at all. Two transactions touching
 * the same link or count conflict, and the loser is re-run by {@link TransactionRunner}.
 */
final class TransactionalLinkWriter implements LinkWriter {
  private final ClientSession session;
  private final TransactionRunner transactions;
  private final LongSupplier clock;

  TransactionalLinkWriter(ClientSession session, TransactionRunner transactions, LongSupplier clock) {
    this.session = session;
    this.transactions = transactions;
    this.clock = clock;
  }

  @Override
  public WriteResult addLink(DbCollections db, Link link) throws StoreException {
    BsonDocument key = MongoDocuments.linkKey(link.id1(), link.linkType(), link.id2());
    return transactions.run("addLink", in -> {
      BsonDocument found = db.links().findOneAndUpdate(in, new BsonDocument(ID, key),
          new BsonDocument("$set", MongoDocuments.linkFields(link)), UPSERT_RETURNING_BEFORE);
      boolean wasVisible = found != null && MongoDocuments.isVisible(found);
      int delta = link.isVisible() == wasVisible ? 0 : link.isVisible() ? 1 : -1;
      changeCount(in, db, link.id1(), link.linkType(), delta);
      return found == null ? WriteResult.INSERTED : WriteResult.UPDATED;
    });
  }

  @Override
  public boolean deleteLink(DbCollections db, long id1, long linkType, long id2, boolean expunge)
      throws StoreException {
    BsonDocument key = MongoDocuments.linkKey(id1, linkType, id2);
    return transactions.run("deleteLink", in -> {
      BsonDocument found = expunge
          ? db.links().findOneAndDelete(in, new BsonDocument(ID, key), DELETE_RETURNING_BEFORE)
          : db.links().findOneAndUpdate(in, new BsonDocument(ID, key),
              new BsonDocument("$set", new BsonDocument(VISIBILITY, new BsonInt32(Link.VISIBILITY_HIDDEN))),
              UPDATE_RETURNING_BEFORE);
      if (found == null) {
        return false;
      }
      if (MongoDocuments.isVisible(found)) {
        changeCount(in, db, id1, linkType, -1);
      }
      return true;
    });
  }

  private void changeCount(ClientSession in, DbCollections db, long id1, long linkType, int delta) {
    if (delta != 0) {
      CountUpdates.change(db, in, id1, linkType, delta, clock.getAsLong());
    }
  }

  @Override
  public void close() {
    session.close();
  }
}
