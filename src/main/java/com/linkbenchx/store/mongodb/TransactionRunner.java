package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.connection.Backoff;
import com.linkbenchx.store.connection.RetryCounters;
import com.linkbenchx.store.connection.RetryPolicy;
import com.mongodb.MongoException;
import com.mongodb.TransactionOptions;
import com.mongodb.client.ClientSession;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Function;

/**
 * Runs a body in a multi-document transaction on one worker's session, retrying as the MongoDB driver documents: the
 * whole transaction after a TransientTransactionError, the commit alone after an UnknownTransactionCommitResult; both
 * bounded by {@code max_retries}, paced and counted. Connection errors are left to {@link MongoOperationRunner}.
 */
final class TransactionRunner {
  private final ClientSession session;
  private final TransactionOptions options;
  private final RetryPolicy retry;
  private final RetryCounters counters;
  private final MongoErrors errors;

  TransactionRunner(ClientSession session, TransactionOptions options, RetryPolicy retry, RetryCounters counters,
      MongoErrors errors) {
    this.session = session;
    this.options = options;
    this.retry = retry;
    this.counters = counters;
    this.errors = errors;
  }

  /** Runs {@code body} in a transaction and commits it; the body's writes must all use the session. */
  <T> T run(String operation, Function<ClientSession, T> body) throws StoreException {
    int retries = 0;
    while (true) {
      session.startTransaction(options);
      T result;
      try {
        result = body.apply(session);
      } catch (RuntimeException error) {
        abortQuietly();
        if (!isRetriable(error) || !(error instanceof MongoException mongo)) {
          throw error;
        }
        retries = retryOrGiveUp(operation, mongo, retries);
        continue;
      }
      MongoException commitFailure = commit(operation);
      if (commitFailure == null) {
        return result;
      }
      retries = retryOrGiveUp(operation, commitFailure, retries);
    }
  }

  /** Commits, re-sending while the outcome is unknown; null once committed, else the error to run it all again on. */
  private MongoException commit(String operation) throws StoreException {
    int commitRetries = 0;
    while (true) {
      try {
        session.commitTransaction();
        return null;
      } catch (MongoException error) {
        if (error.hasErrorLabel(MongoException.UNKNOWN_TRANSACTION_COMMIT_RESULT_LABEL)
            && !MongoErrors.isConnectionError(error)) {
          if (commitRetries >= retry.maxRetries()) {
            counters.failure(ErrorKind.TRANSIENT);
            throw new StoreException(ErrorKind.TRANSIENT, errors.failure(operation + " commit", error, commitRetries)
                + " (commit outcome unknown)", error);
          }
          commitRetries++;
          counters.commitRetry();
          backoff(operation, error, commitRetries);
          continue;
        }
        if (isRetriable(error)) {
          return error;
        }
        throw error;
      }
    }
  }

  /** Labelled TransientTransactionError and not a lost connection (those are the runner's). */
  private static boolean isRetriable(RuntimeException error) {
    return error instanceof MongoException mongo
        && mongo.hasErrorLabel(MongoException.TRANSIENT_TRANSACTION_ERROR_LABEL)
        && !MongoErrors.isConnectionError(mongo);
  }

  private int retryOrGiveUp(String operation, MongoException error, int retries) throws StoreException {
    if (retries >= retry.maxRetries()) {
      counters.failure(ErrorKind.TRANSIENT);
      throw new StoreException(ErrorKind.TRANSIENT, errors.failure(operation, error, retries), error);
    }
    counters.transactionRetry();
    backoff(operation, error, retries + 1);
    return retries + 1;
  }

  private void backoff(String operation, MongoException error, int attempt) throws StoreException {
    Logs.logger().debug("{}: {}, retry {} of {}", operation, errors.oneLine(error), attempt, retry.maxRetries());
    if (!Backoff.pause(retry.delayMillis(attempt, ThreadLocalRandom.current()))) {
      counters.failure(ErrorKind.TRANSIENT);
      throw new StoreException(ErrorKind.TRANSIENT, errors.failure(operation, error, attempt) + " (interrupted)",
          error);
    }
  }

  private void abortQuietly() {
    try {
      if (session.hasActiveTransaction()) {
        session.abortTransaction();
      }
    } catch (RuntimeException ignored) {
      // The server drops an abandoned transaction by itself; the error that matters is the body's.
    }
  }
}
