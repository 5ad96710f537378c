package com.linkbenchx.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** config/FBWorkload.properties carries the values LinkBench ships, in order. */
class ShippedWorkloadFileTest {
  private static final List<String> SHIPPED = List.of(
      "data_file = config/Distribution.dat", "startid1 = 1", "maxid1 = 10000001", "link_type_count = 2",
      "nlinks_func = real", "link_datasize = 8",
      "link_add_datagen = com.facebook.LinkBench.generators.MotifDataGenerator",
      "link_add_datagen_startbyte = 32", "link_add_datagen_endbyte = 100", "link_add_datagen_uniqueness = 0.225",
      "link_add_datagen_motif_length = 128",
      "link_up_datagen = com.facebook.LinkBench.generators.MotifDataGenerator",
      "link_up_datagen_startbyte = 32", "link_up_datagen_endbyte = 100", "link_up_datagen_uniqueness = 0.225",
      "link_up_datagen_motif_length = 128", "node_datasize = 128",
      "node_add_datagen = com.facebook.LinkBench.generators.MotifDataGenerator",
      "node_add_datagen_startbyte = 50", "node_add_datagen_endbyte = 220", "node_add_datagen_uniqueness = 0.63",
      "node_up_datagen = com.facebook.LinkBench.generators.MotifDataGenerator",
      "node_up_datagen_startbyte = 50", "node_up_datagen_endbyte = 220", "node_up_datagen_uniqueness = 0.63",
      "id2gen_config = 0", "addlink = 8.9886601", "deletelink = 2.9907664", "updatelink = 8.0122125",
      "countlink = 4.8863567", "getlink = 0.5261142", "getlinklist = 50.7119145", "getnode = 12.9326683",
      "addnode = 2.5732789", "updatenode = 7.366437", "deletenode = 1.0115914", "getlinklist_history = 0.3",
      "read_function = com.facebook.LinkBench.distributions.ZipfDistribution", "read_shape = 0.8",
      "read_uncorr_blend = 99.5", "read_uncorr_function = com.facebook.LinkBench.distributions.ZipfDistribution",
      "read_uncorr_shape = 0.8", "write_function = com.facebook.LinkBench.distributions.ZipfDistribution",
      "write_shape = 0.741", "write_uncorr_blend = 95", "write_uncorr_shape = 0.741", "write_uncorr_config = 1",
      "node_read_function = com.facebook.LinkBench.distributions.ZipfDistribution", "node_read_shape = 0.625",
      "node_update_function = com.facebook.LinkBench.distributions.ZipfDistribution",
      "node_update_shape = 0.606",
      "node_delete_function = com.facebook.LinkBench.distributions.UniformDistribution",
      "link_multiget_dist = com.facebook.LinkBench.distributions.GeometricDistribution",
      "link_multiget_dist_min = 1", "link_multiget_dist_max = 128", "link_multiget_dist_prob = 0.382");

  private static List<String> lines() throws IOException {
    return Files.readAllLines(TestFiles.projectDir().resolve("config/FBWorkload.properties"),
        StandardCharsets.ISO_8859_1);
  }

  @Test
  void activeEntriesAreTheShippedValuesInOrder() throws IOException {
    List<String> active = new ArrayList<>();
    for (String line : lines()) {
      String trimmed = line.strip();
      if (!trimmed.isEmpty() && !trimmed.startsWith("#")) {
        active.add(trimmed);
      }
    }
    assertEquals(SHIPPED, active);
  }

  @Test
  void commentedExamplesUseTheNamesTheCodeReads() throws IOException {
    String text = String.join("\n", lines());
    assertTrue(text.contains("PERFECT_SQUARES"));
    assertTrue(!text.contains("PERFECT_POWERS"));
    assertTrue(text.contains("#   read_config = 2"));
    assertTrue(!text.contains("read_param"));
    assertTrue(text.contains("#randomid2max = 0"));
    assertTrue(text.contains("#       nlinks_func = RECIPROCAL"));
  }
}
