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
 * Runs one worker's store operations with the SQL stores' error handling: transient errors are retried with jittered
 * backoff, a bounded number of times; an unreachable server is waited for (pinged every {@value
 * OutagePolicy#RECONNECT_PAUSE_MILLIS} ms, up to {@code store_outage_limit_seconds}) and the operation run once more;
 * anything else becomes a classified one-line {@link StoreException}.
 *
 * <p>Re-running is safe: link writes take their count change from the document as they find it, bulk writes overwrite
 * an earlier attempt's, node inserts reuse their reserved ids.
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
  interface Work<T> {
    T run() throws StoreException;
  }

  /** An operation that returns nothing. */
  interface Step {
    void run();
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

  void run(String operation, Step step) throws StoreException {
    run(operation, () -> {
      step.run();
      return null;
    });
  }

  /** Returns once the server answers a ping; throws when unreachable past the outage limit, or interrupted. */
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
