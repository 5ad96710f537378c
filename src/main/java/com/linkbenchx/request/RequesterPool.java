package com.linkbenchx.request;

import com.linkbenchx.config.Failures;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/** The phase's requesters, their threads and their failures' log, as the supervisor sees them. */
record RequesterPool(List<Requester> requesters, List<Thread> threads, FailureLog failures) {
  RequesterPool {
    requesters = List.copyOf(requesters);
    threads = List.copyOf(threads);
  }

  int size() {
    return requesters.size();
  }

  void start() {
    threads.forEach(Thread::start);
  }

  /** Requesters still serving events. */
  int running() {
    return (int) requesters.stream().filter(requester -> requester.outcome() == Requester.Outcome.RUNNING).count();
  }

  /** Requesters that stopped before the events ran out (too many failures, a lost store, a crash). */
  int stoppedEarly() {
    return (int) requesters.stream().map(Requester::outcome)
        .filter(outcome -> outcome == Requester.Outcome.ABORTED || outcome == Requester.Outcome.CRASHED).count();
  }

  /** Each distinct cause of requesters' crashes, in words, with how many requesters it ended. */
  Map<String, Integer> crashCauses() {
    return countCauses(requester -> requester.crash() == null ? null : Failures.describe(requester.crash()));
  }

  /** Each distinct reason requesters stopped early (crashes included), with how many it stopped. */
  Map<String, Integer> earlyStopCauses() {
    return countCauses(Requester::stopCause);
  }

  /** Requesters per distinct non-null cause, in the requesters' order. */
  private Map<String, Integer> countCauses(Function<Requester, String> causeOf) {
    return requesters.stream().map(causeOf).filter(Objects::nonNull)
        .collect(Collectors.groupingBy(Function.identity(), LinkedHashMap::new, Collectors.summingInt(cause -> 1)));
  }

  /** The first requester's crash, for its stack trace at DEBUG; null when none crashed. */
  Throwable firstCrash() {
    return requesters.stream().map(Requester::crash).filter(Objects::nonNull).findFirst().orElse(null);
  }

  /** When the last requester ended its last operation (the end of the measured period), else {@code fallbackNanos}. */
  long lastFinish(long fallbackNanos) {
    return requesters.stream().mapToLong(Requester::finishedNanos).filter(finished -> finished != 0)
        .reduce((last, finished) -> finished - last > 0 ? finished : last).orElse(fallbackNanos);
  }

  /** The operations of requesters whose thread is still alive: those stuck in a store call. */
  List<Requester.InFlight> stuckOperations() {
    return IntStream.range(0, size()).filter(i -> threads.get(i).isAlive()).mapToObj(i -> requesters.get(i).inFlight())
        .filter(Objects::nonNull).toList();
  }

  /** Waits until every thread has ended or {@code timeoutNanos} have passed; returns threads still alive. */
  int join(long timeoutNanos) throws InterruptedException {
    long until = System.nanoTime() + timeoutNanos;
    for (Thread thread : threads) {
      long remaining = until - System.nanoTime();
      if (remaining > 0) {
        TimeUnit.NANOSECONDS.timedJoin(thread, remaining);
      }
    }
    return (int) threads.stream().filter(Thread::isAlive).count();
  }
}
