package com.linkbenchx.results.output;

import com.linkbenchx.results.ResultsExporter;
import java.io.IOException;
import java.io.Writer;
import java.util.List;

/** What the CSV exporters share: lines flushed at once, so the file can be followed during the run. */
abstract class CsvFile implements ResultsExporter {
  private final Writer out;
  private final boolean owned;
  private final String description;

  /**
   * @param owned close {@code out} at the end (false for a file shared by both phases)
   * @param description the file, for error messages
   */
  CsvFile(Writer out, boolean owned, String description) {
    this.out = out;
    this.owned = owned;
    this.description = description;
  }

  final void writeLines(List<String> lines) throws IOException {
    for (String line : lines) {
      out.write(line);
      out.write('\n');
    }
    out.flush();
  }

  @Override
  public final void close() throws IOException {
    if (owned) {
      out.close();
    } else {
      out.flush();
    }
  }

  @Override
  public final String describe() {
    return description;
  }
}
