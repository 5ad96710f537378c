package com.linkbenchx.workload.distributions;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.workload.TestFiles;
import com.linkbenchx.workload.tools.DistributionDataTool;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The project's data file against the published reference figures (skipped when they are absent). */
class ReferenceDataTest {
  @TempDir
  Path dir;

  private static Path reference() {
    Path reference = TestFiles.referenceDataFile();
    Assumptions.assumeTrue(Files.isRegularFile(reference), "reference data not present: " + reference);
    return reference;
  }

  @Test
  void projectDataFileHoldsExactlyTheReferencePoints() {
    EmpiricalData referenceData = EmpiricalData.read(reference());
    EmpiricalData projectData = EmpiricalData.read(TestFiles.projectDataFile());
    assertEquals(referenceData.sections().keySet(), projectData.sections().keySet());
    for (String name : referenceData.sections().keySet()) {
      EmpiricalSection expected = referenceData.section(name);
      EmpiricalSection actual = projectData.section(name);
      assertEquals(expected.size(), actual.size(), name);
      for (int i = 0; i < expected.size(); i++) {
        assertEquals(expected.value(i), actual.value(i), name + " point " + i);
        assertEquals(expected.percent(i), actual.percent(i), name + " point " + i);
      }
    }
  }

  @Test
  void projectDataFileIsNotAByteCopy() throws IOException {
    byte[] referenceBytes = Files.readAllBytes(reference());
    byte[] projectBytes = Files.readAllBytes(TestFiles.projectDataFile());
    assertTrue(!Arrays.equals(referenceBytes, projectBytes));
    assertTrue(Files.readString(TestFiles.projectDataFile()).startsWith("# "));
  }

  @Test
  void toolRegeneratesTheShippedFile() throws IOException {
    Path output = dir.resolve("Distribution.dat");
    DistributionDataTool.convert(reference(), output);
    assertEquals(Files.readString(TestFiles.projectDataFile()), Files.readString(output));
    assertNotEquals(0, Files.size(output));
  }
}
