package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreUnavailableException;
import com.linkbenchx.store.connection.Backoff;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.store.connection.OutagePolicy;
import com.linkbenchx.store.connection.RetryCounters;
import com.linkbenchx.store.connection.RetryPolicy;
import com.mongodb.MongoException;
import com.mongodb.client.MongoClient;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.logging.log4j.Logger;
import org.bson.Document;

/**
 * Runs one worker's store operations with the same error handling as the SQL stores: transient
 * errors (write conflicts, elections) are retried a bounded number of times with jittered
 * exponential backoff; when the server is unreachable the operation waits for it, pinging every
 * {@value OutagePolicy#RECONNECT_PAUSE_MILLIS} ms, for up to {@code store_outage_limit_seconds}, and is then
 * run once more; everything else becomes a classified {@link StoreException} with one line.
 *
 * <p>Re-running is safe for every operation of this store: link writes compute their count change
 * from the document as they find it, bulk writes overwrite what an earlier attempt wrote, and node
 * inserts reuse the ids they reserved (a lost reservation only leaves a gap in the ids).
 */
final class MongoOperationRunner {
  private static final Logger LOG = Logs.logger();
  private static final Document PING = new Document("ping", 1);

  private final MongoClient client;
  private final MongoErrors errors;
  private final RetryPolicy retry;
  private final OutagePolicy outage;
  private final RetryCounters counters;
  private final int threadId;

  /** One operation of the store; may throw the driver's unchecked exceptions. */
  @FunctionalInterface
  interface Work<T> {
    T run() throws StoreException;
  }

  MongoOperationRunner(MongoClient client, MongoErrors errors, RetryPolicy retry, OutagePolicy outage,
      RetryCounters counters, int threadId) {
    this.client = client;
    this.errors = errors;
    this.retry = retry;
    this.outage = outage;
    this.counters = counters;
    this.threadId = threadId;
  }

  <T> T run(String operation, Work<T> work) throws StoreException {
    int retries = 0;
    boolean reconnected = false;
    while (true) {
      try {
        return work.run();
      } catch (MongoException error) {
        ErrorKind kind = MongoErrors.classify(error);
        if (kind == ErrorKind.TRANSIENT && retries < retry.maxRetries()) {
          retries++;
          counters.retry(ErrorKind.TRANSIENT);
          LOG.debug("{}: transient error, retry {} of {}: {}", operation, retries, retry.maxRetries(),
              errors.oneLine(error));
          if (Backoff.pause(retry.delayMillis(retries, ThreadLocalRandom.current()))) {
            continue;
          }
          counters.failure(kind);
          throw new StoreException(kind, errors.failure(operation, error, retries) + " (interrupted)", error);
        }
        if (kind == ErrorKind.CONNECTION_LOST) {
          awaitServer(error);
          if (!reconnected) {
            reconnected = true;
            counters.reconnect();
            LOG.info("Retrying {} in threadID {} after: {}", operation, threadId, errors.oneLine(error));
            continue;
          }
        }
        counters.failure(kind);
        throw new StoreException(kind, errors.failure(operation, error, kind == ErrorKind.TRANSIENT ? retries : -1),
            error);
      }
    }
  }

  /**
   * Returns once the server answers a ping; throws when it stays unreachable past the outage limit
   * (at once when the limit is 0) or the thread is interrupted.
   */
  private void awaitServer(MongoException firstError) throws StoreException {
    long start = System.nanoTime();
    MongoException last = firstError;
    boolean warned = false;
    while (true) {
      try {
        client.getDatabase("admin").runCommand(PING);
        if (warned) {
          LOG.info("Reconnected to MongoDB in threadID {} after {} ms unreachable", threadId,
              (System.nanoTime() - start) / 1_000_000);
        }
        return;
      } catch (MongoException error) {
        if (!MongoErrors.isConnectionError(error)) {
          return; // reachable again; the operation's retry reports whatever is wrong now
        }
        last = error;
      }
      if (System.nanoTime() - start >= outage.limitNanos()) {
        counters.failure(ErrorKind.CONNECTION_LOST);
        throw new StoreUnavailableException(errors.unreachable(outage.limitSeconds(), last), last);
      }
      if (!warned) {
        warned = true;
        LOG.warn("MongoDB unreachable from threadID {}: {}; waiting for it for up to {} s ({})", threadId,
            errors.oneLine(last), outage.limitSeconds(), ConnectionKeys.OUTAGE_LIMIT_SECONDS.name());
      }
      if (!Backoff.pause(OutagePolicy.RECONNECT_PAUSE_MILLIS)) {
        counters.failure(ErrorKind.CONNECTION_LOST);
        throw new StoreException(ErrorKind.CONNECTION_LOST, errors.cannotConnect(last) + " (interrupted)", last);
      }
    }
  }
}
