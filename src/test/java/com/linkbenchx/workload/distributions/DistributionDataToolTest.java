package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.workload.tools.DistributionDataTool;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The data tool writes a commented, normalised file with the same points. */
class DistributionDataToolTest {
  @TempDir
  Path dir;

  @Test
  void writesHeaderAndNormalisedPointsThatReadBackTheSame() throws IOException {
    Path input = dir.resolve("in.dat");
    Files.writeString(input, "nlinks\n0 45.50\n7 100.000\nlink_nreads\n0 99.9990000\n12 100");
    Path output = dir.resolve("out.dat");
    EmpiricalData data = DistributionDataTool.convert(input, output);
    String text = Files.readString(output);
    assertTrue(text.contains("# nlinks             2 points, mean 3.815000, max 7\n"), text);
    assertTrue(text.contains("# Produced by com.linkbenchx.workload.tools.DistributionDataTool from in.dat"), text);
    assertTrue(text.endsWith("nlinks\n0 45.5\n7 100\nlink_nreads\n0 99.999\n12 100\n"), text);
    assertEquals(data.sections(), EmpiricalData.read(output).sections());
  }
}
