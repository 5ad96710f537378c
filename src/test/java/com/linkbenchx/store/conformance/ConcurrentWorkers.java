package com.linkbenchx.store.conformance;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

/** Runs tasks on their own threads, started together, and rethrows the first failure. */
public final class ConcurrentWorkers {
  /** Attempts of one operation that fails with a transient error (deadlock, lock wait timeout). */
  private static final int TRANSIENT_ATTEMPTS = 20;

  private ConcurrentWorkers() {
  }

  /** A task of one worker thread. */
  @FunctionalInterface
  public interface Worker {
    void run(int worker) throws Exception;
  }

  /** An operation that returns a value. */
  @FunctionalInterface
  public interface StoreCall<T> {
    T call() throws Exception;
  }

  public static void runTogether(int workers, Worker task) throws Exception {
    ExecutorService pool = Executors.newFixedThreadPool(workers);
    CyclicBarrier start = new CyclicBarrier(workers);
    try {
      List<Future<Void>> results = new ArrayList<>();
      for (int w = 0; w < workers; w++) {
        int worker = w;
        Callable<Void> body = () -> {
          start.await(1, TimeUnit.MINUTES);
          task.run(worker);
          return null;
        };
        results.add(pool.submit(body));
      }
      for (Future<Void> result : results) {
        try {
          result.get(5, TimeUnit.MINUTES);
        } catch (java.util.concurrent.ExecutionException e) {
          if (e.getCause() instanceof Exception cause) {
            throw cause;
          }
          throw e;
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Calls the operation, retrying transient store errors as the driver does: a transaction that
   * failed that way was rolled back, so retrying it keeps the data consistent.
   */
  public static <T> T retryingTransient(StoreCall<T> call) throws Exception {
    for (int attempt = 1;; attempt++) {
      try {
        return call.call();
      } catch (StoreException e) {
        if (e.kind() != ErrorKind.TRANSIENT || attempt == TRANSIENT_ATTEMPTS) {
          throw e;
        }
      }
    }
  }
}
