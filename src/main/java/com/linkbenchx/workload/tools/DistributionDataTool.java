package com.linkbenchx.workload.tools;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.workload.distributions.EmpiricalData;
import com.linkbenchx.workload.distributions.EmpiricalSection;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Writes this project's distribution data file from the published LinkBench figures: a {@code #} comment header, then
 * every section with its points as the shortest decimal of the same double. The output is re-read and compared with the
 * input before the tool reports success. Regenerate the shipped file from the project directory with:
 * <pre>
 *   mvn -q -B -o compile
 *   java -cp target/classes com.linkbenchx.workload.tools.DistributionDataTool \
 *       ../shared/reference/Distribution.dat config/Distribution.dat
 * </pre>
 */
public final class DistributionDataTool {
  private DistributionDataTool() {
  }

  public static void main(String[] args) {
    if (args.length != 2) {
      System.err.println("usage: DistributionDataTool <input Distribution.dat> <output file>");
      System.exit(1);
    }
    try {
      EmpiricalData data = convert(Path.of(args[0]), Path.of(args[1]));
      System.out.println("Wrote " + args[1] + " (" + data.sections().size() + " sections)");
    } catch (ConfigError | UncheckedIOException e) {
      System.err.println(e.getMessage());
      System.exit(2);
    }
  }

  /** Reads {@code input}, writes {@code output}, and checks that the output reads back identically. */
  public static EmpiricalData convert(Path input, Path output) {
    EmpiricalData data = EmpiricalData.read(input);
    String text = render(data, input.getFileName().toString());
    try {
      Files.writeString(output, text, StandardCharsets.US_ASCII);
    } catch (IOException e) {
      throw new UncheckedIOException("Cannot write " + output + ": " + e.getMessage(), e);
    }
    if (!EmpiricalData.read(output).sections().equals(data.sections())) {
      throw new IllegalStateException("Output " + output + " does not read back as the input's points");
    }
    return data;
  }

  /** The file text: header comments, then each section in input order. */
  public static String render(EmpiricalData data, String sourceName) {
    StringBuilder out = new StringBuilder(1 << 20);
    out.append("# LinkBenchX-rebuilt default workload data: empirical distributions of the Facebook\n")
        .append("# social graph published with LinkBench (2011 sample). Read through data_file.\n")
        .append("#\n")
        .append("# Format (LinkBench's): a section name, then one \"<count> <cumulative percent>\" pair per line,\n")
        .append("# meaning that percent of ids have a count <= <count>. Sections: nlinks (out-degree),\n")
        .append("# link_nreads, link_nwrites, node_nreads, node_nwrites (accesses per id over the sample).\n")
        .append("# Lines starting with # are comments (LinkBench itself does not accept them).\n")
        .append("#\n")
        .append("# Produced by com.linkbenchx.workload.tools.DistributionDataTool from ").append(sourceName)
        .append(":\n# same points, numbers normalised to their shortest decimal form.\n")
        .append("#\n");
    for (EmpiricalSection section : data.sections().values()) {
      out.append(String.format(Locale.ROOT, "# %-13s %6d points, mean %.6f, max %d%n",
          section.name(), section.size(), section.mean(), section.maxValue()));
    }
    for (EmpiricalSection section : data.sections().values()) {
      out.append(section.name()).append('\n');
      for (int i = 0; i < section.size(); i++) {
        out.append(section.value(i)).append(' ').append(normalised(section.percent(i))).append('\n');
      }
    }
    return out.toString();
  }

  /** The shortest plain decimal that parses back to the same double (no exponent, no trailing zeros). */
  static String normalised(double value) {
    return new BigDecimal(Double.toString(value)).stripTrailingZeros().toPlainString();
  }
}
