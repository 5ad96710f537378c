package com.linkbenchx.report;

import com.linkbenchx.results.output.ResultsFolder;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/** Reads a folder's histogram log with HdrHistogram's own reader, independent of this project's. */
public final class OperationHistograms {
  private OperationHistograms() {
  }

  /** Every interval's histograms with {@code tag}, added. */
  public static Histogram added(Path folder, String tag) throws java.io.IOException {
    Histogram total = new Histogram(3);
    HistogramLogReader reader = new HistogramLogReader(folder.resolve(ResultsFolder.HISTOGRAMS).toFile());
    try {
      for (Histogram histogram; (histogram = (Histogram) reader.nextIntervalHistogram()) != null;) {
        if (tag.equals(histogram.getTag())) {
          total.add(histogram);
        }
      }
    } finally {
      reader.close();
    }
    return total;
  }

  public static Histogram addLinkResponses(Path folder) throws java.io.IOException {
    return added(folder, "ADD_LINK.response");
  }
}
