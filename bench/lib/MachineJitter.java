import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.locks.LockSupport;
import org.HdrHistogram.Histogram;

/**
 * The machine's own floor under the driver's hand-off, measured without the driver: how late a
 * timed park returns after the thread was idle for a while (what a requester waiting for an event
 * at a low rate depends on), and how much of a spinning thread's time the machine takes away in
 * gaps (interrupts, a host preempting a virtual CPU). No driver code runs; the thread asks for a
 * 1 us timer slack as the driver's threads do.
 *
 * <p>{@code java -cp HdrHistogram.jar bench/lib/MachineJitter.java [idle_ms] [samples] [spin_seconds]}
 * prints one line of key=value pairs (microseconds, except the share in percent).
 */
public final class MachineJitter {
  public static void main(String[] args) {
    long idleMillis = args.length > 0 ? Long.parseLong(args[0]) : 250;
    int samples = args.length > 1 ? Integer.parseInt(args[1]) : 200;
    double spinSeconds = args.length > 2 ? Double.parseDouble(args[2]) : 3;
    minimizeTimerSlack();

    Histogram lateness = new Histogram(3);
    for (int i = 0; i < samples; i++) {
      long deadline = System.nanoTime() + idleMillis * 1_000_000L;
      for (long remaining; (remaining = deadline - System.nanoTime()) > 0;) {
        LockSupport.parkNanos(remaining);
      }
      lateness.recordValue((System.nanoTime() - deadline) / 1_000);
    }

    // A gap is a stretch between two consecutive clock reads of 5 us or more: time the thread did not run.
    Histogram gaps = new Histogram(3);
    long gapNanos = 0;
    long end = System.nanoTime() + (long) (spinSeconds * 1e9);
    long previous = System.nanoTime();
    for (long now; (now = System.nanoTime()) - end < 0; previous = now) {
      long gap = now - previous;
      if (gap >= 5_000) {
        gaps.recordValue(gap / 1_000);
        gapNanos += gap;
      }
    }
    System.out.printf("timed_wake_p50_us=%d timed_wake_p90_us=%d timed_wake_p99_us=%d timed_wake_max_us=%d"
        + " spin_gaps_per_s=%.0f spin_gap_p50_us=%d spin_gap_p99_us=%d spin_gap_max_us=%d spin_time_lost_pct=%.2f%n",
        lateness.getValueAtPercentile(50), lateness.getValueAtPercentile(90), lateness.getValueAtPercentile(99),
        lateness.getMaxValue(), gaps.getTotalCount() / spinSeconds, gaps.getValueAtPercentile(50),
        gaps.getValueAtPercentile(99), gaps.getMaxValue(), gapNanos / (spinSeconds * 1e9) * 100);
  }

  /** As the driver's request threads do (Linux 4.6+; silently nothing elsewhere). */
  private static void minimizeTimerSlack() {
    try {
      Path self = Path.of("/proc/thread-self");
      if (Files.exists(self)) {
        Path slack = Path.of("/proc", Files.readSymbolicLink(self).getFileName().toString(), "timerslack_ns");
        Files.writeString(slack, "1000");
      }
    } catch (IOException | RuntimeException e) {
      // keep the default slack
    }
  }
}
