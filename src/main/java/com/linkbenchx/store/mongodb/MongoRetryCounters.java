package com.linkbenchx.store.mongodb;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.RetryTally;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * Retry counts of every store a MongoDB provider opened, by kind, written by many worker threads
 * without locks.
 */
final class MongoRetryCounters {
  /** Whole transactions re-run after an error labelled TransientTransactionError. */
  private final LongAdder transactionRetries = new LongAdder();
  /** Commits re-sent after an error labelled UnknownTransactionCommitResult. */
  private final LongAdder commitRetries = new LongAdder();
  /** Other operations re-run after a transient error (write conflict, election in progress). */
  private final LongAdder transientRetries = new LongAdder();
  /** Operations re-run after the server was unreachable or the connection was lost. */
  private final LongAdder reconnects = new LongAdder();
  /** Link writes that waited for another writer's count change on the same link (level 0). */
  private final LongAdder linkWaits = new LongAdder();
  private final Map<ErrorKind, LongAdder> failures = new EnumMap<>(ErrorKind.class);

  MongoRetryCounters() {
    for (ErrorKind kind : ErrorKind.STORE_KINDS) {
      failures.put(kind, new LongAdder());
    }
  }

  void transactionRetry() {
    transactionRetries.increment();
  }

  void commitRetry() {
    commitRetries.increment();
  }

  void transientRetry() {
    transientRetries.increment();
  }

  void reconnect() {
    reconnects.increment();
  }

  void linkWait() {
    linkWaits.increment();
  }

  void failure(ErrorKind kind) {
    failures.get(kind).increment();
  }

  Snapshot snapshot() {
    Map<ErrorKind, Long> failed = new EnumMap<>(ErrorKind.class);
    failures.forEach((kind, count) -> failed.put(kind, count.sum()));
    return new Snapshot(transactionRetries.sum(), commitRetries.sum(), transientRetries.sum(), reconnects.sum(),
        linkWaits.sum(), Map.copyOf(failed));
  }

  /** Counts so far, each as its counter above says; failures by kind. */
  record Snapshot(long transactionRetries, long commitRetries, long transientRetries, long reconnects, long linkWaits,
      Map<ErrorKind, Long> failures) {
    long failed(ErrorKind kind) {
      return failures.getOrDefault(kind, 0L);
    }

    /** The driver's per-phase figures: every kind of retry counts as transient. */
    RetryTally tally() {
      long failed = failures.values().stream().mapToLong(Long::longValue).sum();
      return new RetryTally(transactionRetries + commitRetries + transientRetries, reconnects, failed);
    }

    boolean any() {
      return transactionRetries + commitRetries + transientRetries + reconnects + linkWaits > 0;
    }

    @Override
    public String toString() {
      return "transaction retries (TransientTransactionError)=" + transactionRetries
          + ", commit retries (UnknownTransactionCommitResult)=" + commitRetries
          + ", other transient retries=" + transientRetries + ", reconnects=" + reconnects
          + ", waits on a concurrent count change=" + linkWaits + ", failures=" + failures;
    }
  }
}
