package com.linkbenchx.store.connection;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.RetryTally;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/** Retry and failure counts of every store a provider opened, written by many threads without locks. */
public final class RetryCounters {
  private final LongAdder transientRetries = new LongAdder();
  private final LongAdder conflictRetries = new LongAdder();
  private final LongAdder transactionRetries = new LongAdder();
  private final LongAdder commitRetries = new LongAdder();
  private final LongAdder reconnects = new LongAdder();
  private final LongAdder retriesExhausted = new LongAdder();
  private final LongAdder linkWaits = new LongAdder();
  private final Map<ErrorKind, LongAdder> failures = new EnumMap<>(ErrorKind.class);

  public RetryCounters() {
    for (ErrorKind kind : ErrorKind.STORE_KINDS) {
      failures.put(kind, new LongAdder());
    }
  }

  /** A retry after a {@link ErrorKind#CONFLICT} or a {@link ErrorKind#TRANSIENT} failure, counted by kind. */
  public void retry(ErrorKind kind) {
    if (kind == ErrorKind.CONFLICT) {
      conflictRetries.increment();
    } else {
      transientRetries.increment();
    }
  }

  public void transactionRetry() {
    transactionRetries.increment();
  }

  public void commitRetry() {
    commitRetries.increment();
  }

  public void reconnect() {
    reconnects.increment();
  }

  public void retriesExhausted() {
    retriesExhausted.increment();
  }

  public void linkWait() {
    linkWaits.increment();
  }

  public void failure(ErrorKind kind) {
    failures.get(kind).increment();
  }

  public Snapshot snapshot() {
    Map<ErrorKind, Long> failed = new EnumMap<>(ErrorKind.class);
    failures.forEach((kind, count) -> failed.put(kind, count.sum()));
    return new Snapshot(transientRetries.sum(), conflictRetries.sum(), transactionRetries.sum(), commitRetries.sum(),
        reconnects.sum(), retriesExhausted.sum(), linkWaits.sum(), Map.copyOf(failed));
  }

  /**
   * Counts so far: operations re-run after a transient failure or after a cluster refused their COMMIT (conflict);
   * MongoDB transactions re-run after TransientTransactionError, commits re-sent after UnknownTransactionCommitResult;
   * lost connections reopened or outages waited out; operations failing after the last retry; MongoDB level-0 link
   * writes that waited for another writer's count change; operations failed for good, by kind.
   */
  public record Snapshot(long transientRetries, long conflictRetries, long transactionRetries, long commitRetries,
      long reconnects, long retriesExhausted, long linkWaits, Map<ErrorKind, Long> failures) {
    public long failed(ErrorKind kind) {
      return failures.getOrDefault(kind, 0L);
    }

    /** The driver's figures: every retry but a conflict's counts as transient. */
    public RetryTally tally() {
      long failed = failures.values().stream().mapToLong(Long::longValue).sum();
      return new RetryTally(transientRetries + transactionRetries + commitRetries, conflictRetries, reconnects, 0,
          failed);
    }

    /** Whether any operation was retried, re-run or held back. */
    public boolean any() {
      return transientRetries + conflictRetries + transactionRetries + commitRetries + reconnects + linkWaits > 0;
    }

    /** The SQL stores' closing line. */
    @Override
    public String toString() {
      return "transient retries=" + transientRetries + ", conflict retries=" + conflictRetries
          + ", reconnects=" + reconnects
          + ", retries exhausted=" + retriesExhausted + ", failures=" + failures;
    }

    /** The MongoDB store's closing line. */
    public String describeMongo() {
      return "transaction retries (TransientTransactionError)=" + transactionRetries
          + ", commit retries (UnknownTransactionCommitResult)=" + commitRetries
          + ", other transient retries=" + transientRetries + ", reconnects=" + reconnects
          + ", waits on a concurrent count change=" + linkWaits + ", failures=" + failures;
    }
  }
}
