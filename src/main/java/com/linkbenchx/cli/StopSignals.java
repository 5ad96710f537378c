package com.linkbenchx.cli;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns SIGINT (Ctrl-C) and SIGTERM into a stop request, so the running phase stops, prints what it measured and
 * flushes every file before the process exits with {@link ExitCode#INTERRUPTED} or {@link ExitCode#TERMINATED}. A
 * second signal exits at once. The JDK's {@code sun.misc.Signal} is reached by reflection so that the build stays free
 * of warnings; where it is missing, or the platform refuses a signal, the JVM's default handling applies.
 */
final class StopSignals {
  private static final SignalApi API = SignalApi.find();

  private final List<Registration> registrations = new ArrayList<>();
  private volatile int exitStatus = ExitCode.INTERRUPTED;
  private volatile boolean received;

  private record Registration(Object signal, Object previous) {
  }

  private StopSignals() {
  }

  static StopSignals install(Runnable stopRequest) {
    StopSignals signals = new StopSignals();
    if (API != null) {
      signals.handle("INT", ExitCode.INTERRUPTED, stopRequest);
      signals.handle("TERM", ExitCode.TERMINATED, stopRequest);
    }
    return signals;
  }

  private void handle(String name, int status, Runnable stopRequest) {
    try {
      Object signal = API.signal(name);
      Object previous = API.handle(signal, () -> {
        if (received) {
          Runtime.getRuntime().halt(status);
        }
        received = true;
        exitStatus = status;
        System.err.println("Received SIG" + name
            + ": stopping, reporting what was measured (signal again to quit at once)");
        stopRequest.run();
      });
      registrations.add(new Registration(signal, previous));
    } catch (IllegalArgumentException unsupported) {
      // The JVM default applies.
    }
  }

  int exitStatus() {
    return exitStatus;
  }

  /** Whether a signal stopped the run (otherwise a stop came from inside, e.g. a failed output). */
  boolean received() {
    return received;
  }

  void uninstall() {
    for (Registration registration : registrations) {
      API.restore(registration.signal(), registration.previous());
    }
  }

  /** {@code sun.misc.Signal} and {@code SignalHandler}, looked up once. */
  private record SignalApi(Class<?> signalClass, Class<?> handlerClass, Method handleMethod) {
    static SignalApi find() {
      try {
        Class<?> signal = Class.forName("sun.misc.Signal");
        Class<?> handler = Class.forName("sun.misc.SignalHandler");
        return new SignalApi(signal, handler, signal.getMethod("handle", signal, handler));
      } catch (ReflectiveOperationException | LinkageError e) {
        return null;
      }
    }

    Object signal(String name) {
      return reflectively(() -> signalClass.getConstructor(String.class).newInstance(name));
    }

    /** Installs {@code action} for {@code signal}; returns the handler it replaces. */
    Object handle(Object signal, Runnable action) {
      Object handler = Proxy.newProxyInstance(handlerClass.getClassLoader(), new Class<?>[] {handlerClass},
          (proxy, method, args) -> switch (method.getName()) {
            case "handle" -> {
              action.run();
              yield null;
            }
            case "hashCode" -> System.identityHashCode(proxy);
            case "equals" -> proxy == args[0];
            default -> "stop-signal handler";
          });
      return restore(signal, handler);
    }

    Object restore(Object signal, Object handler) {
      return reflectively(() -> handleMethod.invoke(null, signal, handler));
    }

    /** The call's result; what the JDK refuses (an unknown or reserved signal) as IllegalArgumentException. */
    private static Object reflectively(ReflectiveCall call) {
      try {
        return call.run();
      } catch (InvocationTargetException e) {
        throw e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalArgumentException(e.getCause());
      } catch (ReflectiveOperationException e) {
        throw new IllegalArgumentException(e);
      }
    }

    private interface ReflectiveCall {
      Object run() throws ReflectiveOperationException;
    }
  }
}
