package com.linkbenchx.store.sql;

import com.linkbenchx.model.ErrorKind;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * Retry and failure counts of every store a provider opened, for the driver to report. Written by
 * many worker threads without locks.
 */
public final class RetryCounters {
  private final LongAdder transientRetries = new LongAdder();
  private final LongAdder conflictRetries = new LongAdder();
  private final LongAdder reconnects = new LongAdder();
  private final LongAdder retriesExhausted = new LongAdder();
  private final Map<ErrorKind, LongAdder> failures = new EnumMap<>(ErrorKind.class);

  public RetryCounters() {
    for (ErrorKind kind : ErrorKind.STORE_KINDS) {
      failures.put(kind, new LongAdder());
    }
  }

  /** A retry after a {@link ErrorKind#CONFLICT} or a {@link ErrorKind#TRANSIENT} failure, counted by kind. */
  void retry(ErrorKind kind) {
    if (kind == ErrorKind.CONFLICT) {
      conflictRetries.increment();
    } else {
      transientRetries.increment();
    }
  }

  void reconnect() {
    reconnects.increment();
  }

  void retriesExhausted() {
    retriesExhausted.increment();
  }

  void failure(ErrorKind kind) {
    failures.get(kind).increment();
  }

  public Snapshot snapshot() {
    Map<ErrorKind, Long> failed = new EnumMap<>(ErrorKind.class);
    failures.forEach((kind, count) -> failed.put(kind, count.sum()));
    return new Snapshot(transientRetries.sum(), conflictRetries.sum(), reconnects.sum(), retriesExhausted.sum(),
        Map.copyOf(failed));
  }

  /**
   * Counts so far.
   *
   * @param transientRetries operations re-run after a deadlock, lock-wait timeout or serialization failure
   * @param conflictRetries operations re-run after the server refused their COMMIT (a cluster's conflict)
   * @param reconnects times a lost connection was reopened to retry an operation
   * @param retriesExhausted operations that still failed after the last allowed retry
   * @param failures operations that failed, by kind (after any retries)
   */
  public record Snapshot(long transientRetries, long conflictRetries, long reconnects, long retriesExhausted,
      Map<ErrorKind, Long> failures) {
    public long failed(ErrorKind kind) {
      return failures.getOrDefault(kind, 0L);
    }

    @Override
    public String toString() {
      return "transient retries=" + transientRetries + ", conflict retries=" + conflictRetries
          + ", reconnects=" + reconnects
          + ", retries exhausted=" + retriesExhausted + ", failures=" + failures;
    }
  }
}
