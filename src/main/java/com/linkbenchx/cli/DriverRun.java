package com.linkbenchx.cli;

import com.linkbenchx.driver.LinkBenchDriver;
import com.linkbenchx.store.StoreException;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.apache.logging.log4j.Logger;

/**
 * Runs the driver on a thread of its own, so that a stop is answered even while the driver is blocked in a store call
 * outside any phase (connecting to a silent server, emptying tables): nothing was measured, so after a grace period
 * the run is left behind. Inside a phase the run is always waited for: it stops by itself and writes what it measured.
 */
final class DriverRun {
  /** How long a stopped run outside a phase may take to return by itself before it is left behind. */
  private static final long GRACE_NANOS = 1_000_000_000L;
  private static final long POLL_MILLIS = 50;

  private DriverRun() {
  }

  /** The run's outcome, or empty when a stop left it behind outside a phase. Whatever the run throws is thrown here. */
  static Optional<LinkBenchDriver.Outcome> await(LinkBenchDriver driver, Logger log)
      throws StoreException, InterruptedException {
    FutureTask<LinkBenchDriver.Outcome> task = new FutureTask<>(driver::run);
    Thread thread = new Thread(task, "main"); // log lines keep naming the thread "main"
    thread.setDaemon(true); // a store call that never returns must not keep the JVM alive
    thread.start();
    long stoppedOutsideSince = 0;
    while (true) {
      try {
        return Optional.of(task.get(POLL_MILLIS, TimeUnit.MILLISECONDS));
      } catch (TimeoutException running) {
        if (!driver.stoppedOutsidePhase()) {
          stoppedOutsideSince = 0;
        } else if (stoppedOutsideSince == 0) {
          stoppedOutsideSince = System.nanoTime();
        } else if (System.nanoTime() - stoppedOutsideSince >= GRACE_NANOS) {
          log.info("Stopped while " + driver.stage() + ": nothing was measured");
          return Optional.empty();
        }
      } catch (ExecutionException failed) {
        throw rethrow(failed.getCause());
      }
    }
  }

  private static RuntimeException rethrow(Throwable cause) throws StoreException, InterruptedException {
    if (cause instanceof StoreException store) {
      throw store;
    }
    if (cause instanceof InterruptedException interrupted) {
      throw interrupted;
    }
    if (cause instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (cause instanceof Error error) {
      throw error;
    }
    return new IllegalStateException(cause);
  }
}
