package com.linkbenchx.cli;

import java.util.ArrayList;
import java.util.List;
import sun.misc.Signal;
import sun.misc.SignalHandler;

/**
 * Turns SIGINT (Ctrl-C) and SIGTERM into a stop request, so the running phase stops, prints what it
 * measured and flushes every file before the process exits with {@link ExitCode#INTERRUPTED} or
 * {@link ExitCode#TERMINATED}. A second signal exits at once.
 */
final class StopSignals {
  private final List<Registration> registrations = new ArrayList<>();
  private volatile int exitStatus = ExitCode.INTERRUPTED;
  private volatile boolean received;

  private record Registration(Signal signal, SignalHandler previous) {
  }

  private StopSignals() {
  }

  static StopSignals install(Runnable stopRequest) {
    StopSignals signals = new StopSignals();
    signals.handle("INT", ExitCode.INTERRUPTED, stopRequest);
    signals.handle("TERM", ExitCode.TERMINATED, stopRequest);
    return signals;
  }

  private void handle(String name, int status, Runnable stopRequest) {
    try {
      Signal signal = new Signal(name);
      SignalHandler previous = Signal.handle(signal, ignored -> {
        if (received) {
          Runtime.getRuntime().halt(status);
        }
        received = true;
        exitStatus = status;
        System.err.println("Received SIG" + name + ": stopping, reporting what was measured (signal again to quit at once)");
        stopRequest.run();
      });
      registrations.add(new Registration(signal, previous));
    } catch (IllegalArgumentException unsupported) {
      // The platform does not let us handle it; the JVM default applies.
    }
  }

  int exitStatus() {
    return exitStatus;
  }

  boolean received() {
    return received;
  }

  void uninstall() {
    for (Registration registration : registrations) {
      Signal.handle(registration.signal(), registration.previous());
    }
  }
}
