package com.linkbenchx.store.mongodb;

import static com.linkbenchx.store.mongodb.MongoDocuments.ID;
import static com.linkbenchx.store.mongodb.MongoDocuments.VISIBILITY;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;
import com.linkbenchx.store.connection.Backoff;
import com.linkbenchx.store.connection.RetryCounters;
import com.linkbenchx.store.connection.RetryPolicy;
import com.mongodb.MongoException;
import com.mongodb.client.model.Projections;
import java.nio.ByteBuffer;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.LongSupplier;
import org.bson.BsonArray;
import org.bson.BsonBoolean;
import org.bson.BsonDocument;
import org.bson.BsonInt32;
import org.bson.BsonObjectId;
import org.bson.BsonString;
import org.bson.types.ObjectId;

/**
 * Level 0 (no transactions): a link write and its count change are two single-document writes, and yet concurrent
 * writers keep every count exact.
 *
 * <p>The hazard: writer A makes link L visible and is about to add 1 to a count of 0; writer B hides L and its
 * decrement is dropped (never below zero); A's increment then leaves 1 with L hidden. So a write that makes a link
 * visible marks it ({@value #PENDING}: an ObjectId, holding the time it was made) in the same update, adds 1, then
 * clears its mark; a write that could hide the link waits while it carries a mark. Count changes thus follow the
 * order of visibility changes. Writes that keep a link visible ignore marks.
 *
 * <p>A mark older than {@value #STALE_MARK_SECONDS} s belongs to a writer that died between its writes: it is ignored
 * and cleared, and that count may be off by one ({@code --verify} reports it).
 */
final class MarkedLinkWriter implements LinkWriter {
  static final String PENDING = "pending";
  static final long STALE_MARK_SECONDS = 10;
  /** Longest a write waits for another writer's mark before giving up. */
  private static final long MAX_WAIT_MILLIS = (STALE_MARK_SECONDS + 5) * 1000;
  private static final long MAX_PAUSE_MILLIS = 50;

  private final RetryCounters counters;
  private final RetryPolicy retry;
  private final LongSupplier clock;

  /** @param clock wall-clock milliseconds, for the count's time field and the age of marks */
  MarkedLinkWriter(RetryCounters counters, RetryPolicy retry, LongSupplier clock) {
    this.counters = counters;
    this.retry = retry;
    this.clock = clock;
  }

  @Override
  public WriteResult addLink(DbCollections db, Link link) throws StoreException {
    BsonDocument key = MongoDocuments.linkKey(link.id1(), link.linkType(), link.id2());
    return link.isVisible() ? addVisible(db, key, link) : addHidden(db, key, link);
  }

  /** Hidden or absent to visible: mark, count, unmark. Already visible: overwrite the fields only. */
  private WriteResult addVisible(DbCollections db, BsonDocument key, Link link) throws StoreException {
    Waiting waiting = new Waiting(key);
    while (true) {
      BsonObjectId mark = new BsonObjectId(new ObjectId());
      BsonDocument found;
      try {
        // Matches only a hidden link; on a visible one the upsert collides with its _id.
        found = db.links().findOneAndUpdate(
            new BsonDocument(ID, key).append(VISIBILITY,
                new BsonDocument("$ne", new BsonInt32(Link.VISIBILITY_DEFAULT))),
            new BsonDocument("$set", MongoDocuments.linkFields(link).append(PENDING, mark)), UPSERT_RETURNING_BEFORE);
      } catch (MongoException error) {
        if (!MongoErrors.isDuplicateKey(error)) {
          throw error;
        }
        BsonDocument visible = new BsonDocument(ID, key).append(VISIBILITY, new BsonInt32(Link.VISIBILITY_DEFAULT));
        BsonDocument fields = new BsonDocument("$set", MongoDocuments.linkFields(link));
        if (db.links().updateOne(visible, fields).getMatchedCount() > 0) {
          return WriteResult.UPDATED;
        }
        waiting.retryAfterChange(); // hidden or removed meanwhile: start again
        continue;
      }
      changeCount(db, link.id1(), link.linkType(), +1);
      retryingTransient(() -> db.links().updateOne(new BsonDocument(ID, key).append(PENDING, mark),
          new BsonDocument("$unset", new BsonDocument(PENDING, new BsonString("")))));
      return found == null ? WriteResult.INSERTED : WriteResult.UPDATED;
    }
  }

  /** To hidden: waits for any fresh mark, then overwrites everything and clears a stale mark. */
  private WriteResult addHidden(DbCollections db, BsonDocument key, Link link) throws StoreException {
    Waiting waiting = new Waiting(key);
    while (true) {
      BsonDocument found;
      try {
        found = db.links().findOneAndUpdate(unmarked(key),
            new BsonDocument("$set", MongoDocuments.linkFields(link))
                .append("$unset", new BsonDocument(PENDING, new BsonString(""))),
            UPSERT_RETURNING_BEFORE);
      } catch (MongoException error) {
        if (!MongoErrors.isDuplicateKey(error)) {
          throw error;
        }
        waiting.pause(); // the link carries a fresh mark
        continue;
      }
      if (found != null && MongoDocuments.isVisible(found)) {
        changeCount(db, link.id1(), link.linkType(), -1);
      }
      return found == null ? WriteResult.INSERTED : WriteResult.UPDATED;
    }
  }

  @Override
  public boolean deleteLink(DbCollections db, long id1, long linkType, long id2, boolean expunge)
      throws StoreException {
    BsonDocument key = MongoDocuments.linkKey(id1, linkType, id2);
    Waiting waiting = new Waiting(key);
    while (true) {
      BsonDocument found;
      if (expunge) {
        found = db.links().findOneAndDelete(unmarked(key), DELETE_RETURNING_BEFORE);
      } else {
        BsonDocument filter = unmarked(key).append(VISIBILITY, new BsonInt32(Link.VISIBILITY_DEFAULT));
        found = db.links().findOneAndUpdate(filter, new BsonDocument("$set",
            new BsonDocument(VISIBILITY, new BsonInt32(Link.VISIBILITY_HIDDEN)))
            .append("$unset", new BsonDocument(PENDING, new BsonString(""))), UPDATE_RETURNING_BEFORE);
      }
      if (found != null) {
        if (MongoDocuments.isVisible(found)) {
          changeCount(db, id1, linkType, -1);
        }
        return true;
      }
      BsonDocument current = db.links().find(new BsonDocument(ID, key))
          .projection(Projections.include(VISIBILITY, PENDING)).first();
      if (current == null) {
        return false;
      }
      if (!expunge && !MongoDocuments.isVisible(current)) {
        return true; // hidden already: nothing to change
      }
      if (isFreshlyMarked(current)) {
        waiting.pause();
      } else {
        waiting.retryAfterChange();
      }
    }
  }

  private void changeCount(DbCollections db, long id1, long linkType, int delta) throws StoreException {
    retryingTransient(() -> CountUpdates.change(db, null, id1, linkType, delta, clock.getAsLong()));
  }

  /** Retries transient errors of a later step in place: re-running the whole write would lose the count change. */
  private void retryingTransient(Runnable step) throws StoreException {
    int retries = 0;
    while (true) {
      try {
        step.run();
        return;
      } catch (MongoException error) {
        if (MongoErrors.classify(error) != ErrorKind.TRANSIENT || retries >= retry.maxRetries()) {
          throw error;
        }
        retries++;
        counters.retry(ErrorKind.TRANSIENT);
        if (!Backoff.pause(retry.delayMillis(retries, ThreadLocalRandom.current()))) {
          throw error;
        }
      }
    }
  }

  /** The link, if it carries no mark or only a stale one. */
  private BsonDocument unmarked(BsonDocument key) {
    BsonArray either = new BsonArray();
    either.add(new BsonDocument(PENDING, new BsonDocument("$exists", BsonBoolean.FALSE)));
    either.add(new BsonDocument(PENDING, new BsonDocument("$lt", staleBoundary())));
    return new BsonDocument(ID, key).append("$or", either);
  }

  private boolean isFreshlyMarked(BsonDocument link) {
    return link.isObjectId(PENDING) && link.getObjectId(PENDING).getValue().compareTo(staleBoundary().getValue()) >= 0;
  }

  /** The smallest ObjectId made {@value #STALE_MARK_SECONDS} s ago: older marks compare lower. */
  private BsonObjectId staleBoundary() {
    long seconds = clock.getAsLong() / 1000 - STALE_MARK_SECONDS;
    byte[] bytes = ByteBuffer.allocate(12).putInt((int) seconds).array();
    return new BsonObjectId(new ObjectId(bytes));
  }

  /** The bounded wait of one write for another writer's mark on the same link. */
  private final class Waiting {
    private final BsonDocument key;
    private final long startMillis = clock.getAsLong();
    private long pauseMillis = 1;
    private int attempts;

    Waiting(BsonDocument key) {
      this.key = key;
    }

    /** Another writer holds the link: back off (1 ms doubling to 50 ms), at most until marks go stale. */
    void pause() throws StoreException {
      counters.linkWait();
      giveUpIfTooLong();
      if (!Backoff.pause(pauseMillis)) {
        throw new StoreException(ErrorKind.TRANSIENT, "interrupted while waiting for link " + key.toJson());
      }
      pauseMillis = Math.min(MAX_PAUSE_MILLIS, pauseMillis * 2);
    }

    /** The link changed between two steps of this write: try again at once (a few times), then back off. */
    void retryAfterChange() throws StoreException {
      if (++attempts > 3) {
        pause();
      }
    }

    private void giveUpIfTooLong() throws StoreException {
      if (clock.getAsLong() - startMillis > MAX_WAIT_MILLIS) {
        throw new StoreException(ErrorKind.TRANSIENT, "link " + key.toJson() + " stayed marked by an"
            + " unfinished count change for more than " + MAX_WAIT_MILLIS / 1000 + " s");
      }
    }
  }
}
