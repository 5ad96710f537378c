package com.linkbenchx.store.sql;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreUnavailableException;
import com.linkbenchx.store.connection.Backoff;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.store.connection.OutagePolicy;
import com.linkbenchx.store.connection.RetryCounters;
import com.linkbenchx.store.connection.RetryPolicy;
import java.sql.SQLException;
import java.util.concurrent.ThreadLocalRandom;
import org.apache.logging.log4j.Level;
import org.apache.logging.log4j.Logger;

/**
 * Runs store operations with LinkBench's error handling, fixed: after any failure the write transaction is rolled back;
 * transient failures (and a cluster's refused COMMIT, counted apart) are retried with jittered exponential backoff, in
 * the load for at least {@link RetryPolicy#LOAD_PATIENCE_SECONDS}; a lost connection is reopened (for up to
 * {@link OutagePolicy#limitSeconds()}) and the operation retried once; anything else becomes a {@link StoreException}.
 */
final class SqlOperationRunner {
  private static final Logger LOG = Logs.logger();

  private final SqlSession session;
  private final SqlErrorClassifier classifier;
  private final RetryPolicy policy;
  private final RetryCounters counters;
  private final ErrorMessages messages;
  private final OutagePolicy outage;
  private final int threadId;
  /** How long retryable failures are retried past maxRetries (the load's patience); 0: not at all. */
  private final long patienceNanos;
  /** When reopening the connections first failed in the current outage; 0 when connected. */
  private long outageStartNanos;

  /** One attempt of a store operation on an open session; it may be run again after a rollback. */
  interface Work<T> {
    T run(SqlSession session) throws SQLException;
  }

  SqlOperationRunner(SqlSession session, SqlErrorClassifier classifier, RetryPolicy policy, RetryCounters counters,
      ErrorMessages messages, OutagePolicy outage, int threadId, int patienceSeconds) {
    this.patienceNanos = patienceSeconds * 1_000_000_000L;
    this.outage = outage;
    this.session = session;
    this.classifier = classifier;
    this.policy = policy;
    this.counters = counters;
    this.messages = messages;
    this.threadId = threadId;
  }

  /**
   * Runs {@code work} until it succeeds or fails for good; {@code operation} names it in messages.
   *
   * @param repeatable whether a retry after a lost connection is safe even if the lost attempt had committed (link
   *     writes are idempotent; node inserts would allocate new ids); one lost before the commit is always retried
   */
  <T> T run(String operation, boolean repeatable, Work<T> work) throws StoreException {
    int retries = 0;
    long firstFailureNanos = 0;
    boolean reconnected = false;
    while (true) {
      openSession();
      try {
        session.beginAttempt();
        return work.run(session);
      } catch (SQLException error) {
        session.rollbackQuietly();
        ErrorKind kind = classifier.classify(error);
        if (kind == ErrorKind.TRANSIENT && session.commitWasInFlight()) {
          // Locks are taken by the statements: a server refusing the COMMIT itself is a cluster's (certification).
          kind = ErrorKind.CONFLICT;
        }
        boolean retryable = kind == ErrorKind.TRANSIENT || kind == ErrorKind.CONFLICT;
        if (retryable && firstFailureNanos == 0) {
          firstFailureNanos = System.nanoTime();
        }
        if (retryable && (retries < policy.maxRetries()
            || policy.maxRetries() > 0 && System.nanoTime() - firstFailureNanos < patienceNanos)) {
          retries++;
          counters.retry(kind);
          LOG.debug("{}: {} error, retry {} of {}: {}", operation,
              kind == ErrorKind.CONFLICT ? "commit conflict" : "transient",
              retries, policy.maxRetries(), messages.oneLine(error));
          if (Backoff.pause(policy.delayMillis(retries, ThreadLocalRandom.current()))) {
            continue;
          }
          counters.failure(kind); // interrupted (the driver is stopping): give up now
          throw new StoreException(kind, messages.failure(operation, error, retries) + " (interrupted)", error);
        }
        if (kind == ErrorKind.CONNECTION_LOST) {
          boolean safe = repeatable || !session.commitMayHaveApplied();
          session.close();
          if (!reconnected && safe) {
            reconnected = true;
            counters.reconnect();
            LOG.info("Reopening {} connection in threadID {} after: {}", messages.product(), threadId,
                messages.oneLine(error));
            continue;
          }
        }
        if (retryable) {
          counters.retriesExhausted();
        }
        counters.failure(kind);
        throw new StoreException(kind, messages.failure(operation, error, retryable ? retries : -1), error);
      }
    }
  }

  /** Opens whatever connection is missing, retrying an unreachable server until the outage limit has passed. */
  private void openSession() throws StoreException {
    while (true) {
      try {
        session.ensureOpen();
        if (outageStartNanos != 0) {
          LOG.info("Reconnected to {} in threadID {} after {} ms unreachable", messages.product(), threadId,
              (System.nanoTime() - outageStartNanos) / 1_000_000);
          counters.reconnect();
          outageStartNanos = 0;
        }
        return;
      } catch (SQLException error) {
        session.close();
        ErrorKind kind = classifier.classify(error);
        if (kind != ErrorKind.CONNECTION_LOST && kind != ErrorKind.TRANSIENT) {
          counters.failure(kind);
          throw new StoreException(kind, messages.cannotConnect(error), error);
        }
        long now = System.nanoTime();
        if (outageStartNanos == 0) {
          outageStartNanos = now;
          // With no patience (a cluster member whose workers fail over) the caller says it once.
          LOG.log(outage.limitSeconds() > 0 ? Level.WARN : Level.DEBUG,
              "{} unreachable from threadID {}: {}; reconnecting for up to {} s ({})", messages.product(),
              threadId, messages.oneLine(error), outage.limitSeconds(), ConnectionKeys.OUTAGE_LIMIT_SECONDS.name());
        }
        if (now - outageStartNanos >= outage.limitNanos()) {
          counters.failure(ErrorKind.CONNECTION_LOST);
          throw new StoreUnavailableException(messages.unreachable(outage.limitSeconds(), error), error);
        }
        if (!Backoff.pause(OutagePolicy.RECONNECT_PAUSE_MILLIS)) {
          counters.failure(ErrorKind.CONNECTION_LOST);
          throw new StoreException(ErrorKind.CONNECTION_LOST, messages.cannotConnect(error) + " (interrupted)", error);
        }
      }
    }
  }
}
