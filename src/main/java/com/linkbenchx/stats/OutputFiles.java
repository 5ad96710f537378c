package com.linkbenchx.stats;

import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Output files opened by the command line before any phase starts, so an unwritable path fails
 * at once. Null members are disabled outputs.
 *
 * @param csvStream {@code --csvstream}: the LinkBenchX header is already written
 * @param csvStats {@code --csvstats}: empty, header not yet written
 * @param hdrLogPath {@code --hdrlog}: HdrHistogram interval log path (created by the request phase)
 */
public record OutputFiles(PrintWriter csvStream, PrintWriter csvStats, Path hdrLogPath) {
  /** LinkBenchX's nine columns, then the request phase's appended ones (see IntervalReport). */
  public static final String CSV_STREAM_HEADER =
      "timestamp,totalops,op,ops,concurrency,queue_size,max_us,p95_us,p99_us,"
          + "p50_us,p999_us,response_p99_us,service_p99_us,queue_wait_p99_us,mean_concurrency,errors,dropped,"
          + "generator_lag_max_us,headline";

  public static OutputFiles none() {
    return new OutputFiles(null, null, null);
  }

  public void flush() {
    if (csvStream != null) {
      csvStream.flush();
    }
    if (csvStats != null) {
      csvStats.flush();
    }
  }
}
