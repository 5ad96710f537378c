import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.PriorityQueue;
import java.util.SplittableRandom;

/**
 * Ground truth for bench/latency-fidelity.sh: the response-time percentiles that a perfect driver
 * must report for the scripted-delay store, computed without the driver.
 *
 * <p>Model (the same rules the driver and the store follow, nothing measured): Poisson arrivals at
 * {@code rate}/s scheduled on [0, maxtime) (the first one gap after 0); {@code requesters} servers
 * taking events first-come first-served as soon as they are free; a call that starts at t ends at
 * t + delay, unless that falls inside a stall window [origin + k*period, origin + k*period + stall),
 * k >= 1, where origin is the start of the very first call; then it ends when the window closes.
 * Response time = end - scheduled arrival (what the driver records, coordinated omission included).
 *
 * <p>The run is simulated {@code replications} times with independent arrivals; the pooled
 * responses give the true percentiles (the estimator's own noise is negligible), and the spread of
 * one run's percentile over a random {@code share} of its events (one operation's sample in the
 * driver run) says how far a single correct run may stray by chance.
 *
 * <p>Run with the JDK's source launcher: {@code java StallGroundTruth.java key=value ...}; prints
 * key=value lines.
 */
public final class StallGroundTruth {
  private static final double[] PERCENTILES = {50, 99, 99.9};

  public static void main(String[] args) {
    double rate = 1000;
    double maxTimeSeconds = 60;
    int requesters = 20;
    double delayMillis = 1;
    double stallMillis = 500;
    double periodSeconds = 2;
    int replications = 200;
    double share = 0.5;
    long seed = 20261122L;
    for (String arg : args) {
      String[] kv = arg.split("=", 2);
      switch (kv[0]) {
        case "rate" -> rate = Double.parseDouble(kv[1]);
        case "maxtime" -> maxTimeSeconds = Double.parseDouble(kv[1]);
        case "requesters" -> requesters = Integer.parseInt(kv[1]);
        case "delay_ms" -> delayMillis = Double.parseDouble(kv[1]);
        case "stall_ms" -> stallMillis = Double.parseDouble(kv[1]);
        case "stall_every_s" -> periodSeconds = Double.parseDouble(kv[1]);
        case "replications" -> replications = Integer.parseInt(kv[1]);
        case "share" -> share = Double.parseDouble(kv[1]);
        case "seed" -> seed = Long.parseLong(kv[1]);
        default -> throw new IllegalArgumentException("unknown argument " + arg);
      }
    }
    Model model = new Model(rate, (long) (maxTimeSeconds * 1e9), requesters, (long) (delayMillis * 1e6),
        (long) (stallMillis * 1e6), (long) (periodSeconds * 1e9));
    SplittableRandom random = new SplittableRandom(seed);
    List<long[]> runs = new ArrayList<>();
    long total = 0;
    double[][] perRunSample = new double[PERCENTILES.length][replications];
    for (int r = 0; r < replications; r++) {
      long[] responses = model.simulateRun(random.split());
      runs.add(responses);
      total += responses.length;
      long[] sample = thin(responses, share, random.split());
      Arrays.sort(sample);
      for (int p = 0; p < PERCENTILES.length; p++) {
        perRunSample[p][r] = percentile(sample, PERCENTILES[p]) / 1e6;
      }
    }
    long[] pooled = new long[(int) total];
    int at = 0;
    for (long[] run : runs) {
      System.arraycopy(run, 0, pooled, at, run.length);
      at += run.length;
    }
    Arrays.sort(pooled);
    System.out.printf(Locale.ROOT, "events_per_run=%.0f%n", (double) total / replications);
    for (int p = 0; p < PERCENTILES.length; p++) {
      String name = label(PERCENTILES[p]);
      System.out.printf(Locale.ROOT, "true_%s_ms=%.3f%n", name, percentile(pooled, PERCENTILES[p]) / 1e6);
      System.out.printf(Locale.ROOT, "run_sd_%s_ms=%.3f%n", name, sd(perRunSample[p]));
    }
    System.out.printf(Locale.ROOT, "true_max_ms=%.3f%n", pooled[pooled.length - 1] / 1e6);
    // Without queueing, a share f of arrivals meets a stall and waits for its end: above the
    // (1 - f) quantile, r(q) ~ stall * (1 - (1 - q) / f) + delay. A sanity check on the simulation.
    double stalledFraction = model.stalledFraction();
    System.out.printf(Locale.ROOT, "stalled_fraction=%.4f%n", stalledFraction);
    for (double q : new double[] {99, 99.9}) {
      double tail = (100 - q) / 100;
      double approx = tail < stalledFraction ? stallMillis * (1 - tail / stalledFraction) + delayMillis : delayMillis;
      System.out.printf(Locale.ROOT, "approx_no_queueing_%s_ms=%.3f%n", label(q), approx);
    }
  }

  private static String label(double percentile) {
    return percentile == 99.9 ? "p999" : "p" + (int) percentile;
  }

  /** HdrHistogram's rank rule: the value at rank round(p/100 * n), at least 1. */
  static long percentile(long[] sorted, double percentile) {
    long rank = Math.max(1, (long) (percentile / 100.0 * sorted.length + 0.5));
    return sorted[(int) Math.min(rank, sorted.length) - 1];
  }

  private static long[] thin(long[] values, double share, SplittableRandom random) {
    long[] kept = new long[values.length];
    int n = 0;
    for (long value : values) {
      if (random.nextDouble() < share) {
        kept[n++] = value;
      }
    }
    return Arrays.copyOf(kept, Math.max(n, 1));
  }

  private static double sd(double[] values) {
    double mean = Arrays.stream(values).average().orElse(0);
    double squares = 0;
    for (double value : values) {
      squares += (value - mean) * (value - mean);
    }
    return Math.sqrt(squares / Math.max(1, values.length - 1));
  }

  /** One driver run, in nanoseconds from the start of generation. */
  private record Model(double rate, long maxTimeNanos, int requesters, long delayNanos, long stallNanos,
      long periodNanos) {

    long[] simulateRun(SplittableRandom random) {
      double meanGapNanos = 1e9 / rate;
      PriorityQueue<Long> freeAt = new PriorityQueue<>();
      for (int i = 0; i < requesters; i++) {
        freeAt.add(0L);
      }
      long[] responses = new long[(int) (rate * maxTimeNanos / 1e9 * 1.2) + 100];
      int n = 0;
      double scheduled = 0;
      long origin = Long.MIN_VALUE;
      for (;;) {
        scheduled += -Math.log(1.0 - random.nextDouble()) * meanGapNanos;
        long arrival = Math.round(scheduled);
        if (arrival >= maxTimeNanos) {
          break;
        }
        long start = Math.max(arrival, freeAt.poll());
        if (origin == Long.MIN_VALUE) {
          origin = start;
        }
        long end = completion(start, origin);
        freeAt.add(end);
        if (n == responses.length) {
          responses = Arrays.copyOf(responses, n * 2);
        }
        responses[n++] = end - arrival;
      }
      return Arrays.copyOf(responses, n);
    }

    /** The scripted store's rule (com.linkbenchx.store.scripted.StallSchedule), restated. */
    long completion(long start, long origin) {
      long naturalEnd = start + delayNanos;
      if (stallNanos == 0) {
        return naturalEnd;
      }
      long window = Math.floorDiv(naturalEnd - origin, periodNanos);
      if (window < 1) {
        return naturalEnd;
      }
      long stallEnd = origin + window * periodNanos + stallNanos;
      return Math.max(naturalEnd, stallEnd);
    }

    /** Share of [0, maxtime) covered by stall windows (origin taken as 0). */
    double stalledFraction() {
      if (stallNanos == 0) {
        return 0;
      }
      long covered = 0;
      for (long start = periodNanos; start < maxTimeNanos; start += periodNanos) {
        covered += Math.min(stallNanos, maxTimeNanos - start);
      }
      return (double) covered / maxTimeNanos;
    }
  }
}
