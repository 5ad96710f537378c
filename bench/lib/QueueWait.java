import java.io.File;
import java.io.FileNotFoundException;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * Reads a results folder's histograms.hlog with HdrHistogram's own reader and prints the pooled
 * histogram of every series whose tag ends with the given suffix (default ".queue_wait": scheduled
 * time to the moment a requester took the event, in microseconds) as one line of key=value pairs:
 * count, p50, p90, p99, p99.9 and max in microseconds.
 *
 * <p>Run with the JDK's source launcher and HdrHistogram on the class path:
 * {@code java -cp HdrHistogram.jar bench/lib/QueueWait.java results/.../histograms.hlog [.queue_wait]}
 */
public final class QueueWait {
  public static void main(String[] args) throws FileNotFoundException {
    if (args.length < 1) {
      System.err.println("usage: QueueWait HLOG [TAG_SUFFIX]");
      System.exit(2);
    }
    String suffix = args.length > 1 ? args[1] : ".queue_wait";
    HistogramLogReader reader = new HistogramLogReader(new File(args[0]));
    Histogram pooled = new Histogram(3);
    for (EncodableHistogram interval; (interval = reader.nextIntervalHistogram()) != null;) {
      String tag = interval.getTag();
      if (tag != null && tag.endsWith(suffix)) {
        pooled.add((Histogram) interval);
      }
    }
    System.out.printf(java.util.Locale.ROOT, "count=%d p50_us=%d p90_us=%d p99_us=%d p999_us=%d max_us=%d%n",
        pooled.getTotalCount(), pooled.getValueAtPercentile(50), pooled.getValueAtPercentile(90),
        pooled.getValueAtPercentile(99), pooled.getValueAtPercentile(99.9), pooled.getMaxValue());
  }
}
