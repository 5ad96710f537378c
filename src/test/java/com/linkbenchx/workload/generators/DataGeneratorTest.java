package com.linkbenchx.workload.generators;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.Map;
import java.util.Random;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/** Payload bytes against LinkBench's reference values, and the motif length switch. */
class DataGeneratorTest {
  private static final String PREFIX = "link_add_datagen_";

  private static Map<String, String> linkSettings() {
    return new HashMap<>(Map.of(PREFIX + "startbyte", "32", PREFIX + "endbyte", "100",
        PREFIX + "uniqueness", "0.225", PREFIX + "motif_length", "128"));
  }

  private static MotifDataGenerator motif(Map<String, String> values) {
    MotifDataGenerator generator = new MotifDataGenerator();
    generator.init(Config.of(values), PREFIX);
    return generator;
  }

  private static byte[] fill(DataGenerator generator, long seed, int length) {
    byte[] data = new byte[length];
    generator.fill(new Random(seed), data);
    return data;
  }

  @Test
  void uniformBytesMatchLinkBenchWithSeed42() {
    UniformDataGenerator generator = new UniformDataGenerator();
    generator.init(Config.of(linkSettings()), PREFIX);
    assertEquals("3d3b29583e242534272e", HexFormat.of().formatHex(fill(generator, 42, 10)));
  }

  @Test
  void motifBytesMatchLinkBenchWithSeed42AndIgnoreMotifLength() {
    String expected = "3b29583e242534272e374650355b3d412f4e5e2e";
    assertEquals(expected, HexFormat.of().formatHex(fill(motif(linkSettings()), 42, 20)));
    Map<String, String> withoutLength = linkSettings();
    withoutLength.remove(PREFIX + "motif_length");
    assertEquals(expected, HexFormat.of().formatHex(fill(motif(withoutLength), 42, 20)));
  }

  @Test
  void fixMotifLengthHonoursTheKey() {
    Map<String, String> fixed = linkSettings();
    fixed.put("fix_motif_length", "true");
    Map<String, String> fixedOther = new HashMap<>(fixed);
    fixedOther.put(PREFIX + "motif_length", "512");
    byte[] honoured = fill(motif(fixed), 42, 200);
    assertFalse(Arrays.equals(fill(motif(linkSettings()), 42, 200), honoured));
    // A 512-byte motif with the switch on is LinkBench's default again.
    assertArrayEquals(fill(motif(linkSettings()), 42, 200), fill(motif(fixedOther), 42, 200));
  }

  @Test
  void bytesStayInTheConfiguredRange() {
    byte[] data = fill(motif(linkSettings()), 5, 10_000);
    for (byte b : data) {
      int value = b & 0xff;
      assertTrue(value >= 32 && value <= 100, "byte " + value);
    }
  }

  @Test
  void lowerUniquenessCompressesBetter() {
    Map<String, String> repetitive = linkSettings();
    repetitive.put(PREFIX + "uniqueness", "0.0");
    Map<String, String> unique = linkSettings();
    unique.put(PREFIX + "uniqueness", "1.0");
    int repetitiveSize = compressedSize(fill(motif(repetitive), 1, 100_000));
    int uniqueSize = compressedSize(fill(motif(unique), 1, 100_000));
    assertTrue(repetitiveSize * 5 < uniqueSize, repetitiveSize + " vs " + uniqueSize);
  }

  private static int compressedSize(byte[] data) {
    Deflater deflater = new Deflater();
    deflater.setInput(data);
    deflater.finish();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    while (!deflater.finished()) {
      out.write(buffer, 0, deflater.deflate(buffer));
    }
    return out.size();
  }

  @Test
  void eachInstanceKeepsItsOwnMotif() {
    MotifDataGenerator generator = motif(linkSettings());
    Random rng = new Random(42);
    generator.fill(rng, new byte[20]);
    byte[] second = new byte[20];
    generator.fill(rng, second);
    // The second fill draws no new motif: it matches a fresh generator only if it did.
    byte[] fromFreshGenerator = new byte[20];
    Random replay = new Random(42);
    motif(linkSettings()).fill(replay, new byte[20]);
    motif(linkSettings()).fill(replay, fromFreshGenerator);
    assertFalse(Arrays.equals(second, fromFreshGenerator));
  }

  @Test
  void badByteRangesAreConfigErrorsNamingTheKey() {
    Map<String, String> values = linkSettings();
    values.put(PREFIX + "startbyte", "300");
    assertEquals("start 300 out of range [0,255] (configuration key link_add_datagen_startbyte)",
        assertThrows(ConfigError.class, () -> motif(values)).getMessage());
    values.put(PREFIX + "startbyte", "100");
    values.put(PREFIX + "endbyte", "50");
    assertEquals("startByte 100 >= endByte 50 (configuration keys link_add_datagen_startbyte,"
        + " link_add_datagen_endbyte)", assertThrows(ConfigError.class, () -> motif(values)).getMessage());
    values.put(PREFIX + "endbyte", "256");
    assertEquals("endbyte 256 out of range [0,255] (configuration key link_add_datagen_endbyte)",
        assertThrows(ConfigError.class, () -> motif(values)).getMessage());
  }

  @Test
  void uniquenessMustBeAProbability() {
    Map<String, String> values = linkSettings();
    values.put(PREFIX + "uniqueness", "1.5");
    assertEquals("Expected configuration key link_add_datagen_uniqueness to be in [0, 1], but was '1.5'",
        assertThrows(ConfigError.class, () -> motif(values)).getMessage());
  }
}
