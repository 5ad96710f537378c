package com.linkbenchx.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Known keys, suggestions for misspelt ones, and masking of secrets. */
class KeyRegistryTest {
  private static final ConfigKey<Long> RATE = ConfigKey.longInteger("requestrate");
  private static final ConfigKey<Long> REQUESTS = ConfigKey.longInteger("requests");
  private static final ConfigKey<Long> MAX_ID1 = ConfigKey.longInteger("maxid1");
  private static final ConfigKey<String> PASSWORD = ConfigKey.string("password").secret();
  private static final ConfigKey<String> PROPERTIES = ConfigKey.properties("jdbc_url_properties");
  private static final ConfigKey<String> TOKEN = ConfigKey.string("auth").secret();
  private static final KeyFamily<Double> SHAPE = KeyFamily.of(ConfigKey.decimal("shape"), List.of("read_", "write_"));
  private static final KeyRegistry REGISTRY = KeyRegistry.of(List.of(
      KeySet.of("Request", RATE, REQUESTS, MAX_ID1).withFamilies(SHAPE),
      KeySet.of("Store", PASSWORD, PROPERTIES, TOKEN)));

  @Test
  void keysAliasesAndFamilyMembersAreKnown() {
    assertTrue(REGISTRY.isKnown("requestrate"));
    assertTrue(REGISTRY.isKnown("write_shape"));
    assertFalse(REGISTRY.isKnown("node_shape"));
    assertFalse(REGISTRY.isKnown("requestrte"));
    assertTrue(KeyRegistry.of(List.of(KeySet.of("", ConfigKey.integer("batch").alias("Batch")))).isKnown("Batch"));
  }

  @Test
  void misspeltKeysGetTheClosestKnownKey() {
    assertEquals(Optional.of("requestrate"), REGISTRY.closest("requestrte"));
    assertEquals(Optional.of("requests"), REGISTRY.closest("reqeusts"));
    assertEquals(Optional.of("maxid1"), REGISTRY.closest("MAXID1"));
    assertEquals(Optional.of("read_shape"), REGISTRY.closest("read_shap"));
    assertEquals(Optional.of("maxid1"), REGISTRY.closest("maxid"));
    assertEquals(Optional.empty(), REGISTRY.closest("foo"));
    assertEquals(Optional.empty(), REGISTRY.closest("completely_different"));
  }

  @Test
  void unknownKeysAreNamedWithSuggestionsAndOtherStoresKeysSaySo() {
    KeyRegistry everything = REGISTRY.plus(List.of(KeySet.of("MySQL", ConfigKey.host("host"))));
    Config config = Config.of(Map.of("requestrte", "100", "maxid1", "5", "host", "h", "foo", "1", "write_shape", "1"));
    assertEquals(List.of("Unknown configuration key foo",
        "Configuration key host is not read by the configured store (in-memory store)",
        "Unknown configuration key requestrte (did you mean requestrate?)"),
        REGISTRY.unreadKeys(config, everything, "in-memory store"));
  }

  @Test
  void aNameDeclaredTwiceIsRefused() {
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> KeyRegistry.of(List.of(
        KeySet.of("A", ConfigKey.integer("loaders").scope("load")),
        KeySet.of("B", ConfigKey.integer("loaders").scope("request")))));
    assertTrue(e.getMessage().contains("Configuration key loaders is declared twice"), e.getMessage());
    KeyRegistry.of(List.of(KeySet.of("A", RATE), KeySet.of("B", RATE))); // the same declaration shared is fine
  }

  @Test
  void secretsAreMaskedWholeOrPairByPair() {
    Config config = Config.of(Map.of("password", "hunter2", "auth", "abc", "requestrate", "100",
        "jdbc_url_properties", "sslMode=REQUIRED&sslpassword=S3cr3t&trustCertificateKeyStorePassword=K3y",
        "user_secret", "x", "empty_password", ""));
    Map<String, String> shown = REGISTRY.maskedView(config);
    assertEquals("*****", shown.get("password"));
    assertEquals("*****", shown.get("auth"));
    assertEquals("*****", shown.get("user_secret"));
    assertEquals("", shown.get("empty_password"));
    assertEquals("100", shown.get("requestrate"));
    assertEquals("sslMode=REQUIRED&sslpassword=*****&trustCertificateKeyStorePassword=*****",
        shown.get("jdbc_url_properties"));
    assertFalse(config.toString().contains("S3cr3t") || config.toString().contains("K3y")
        || config.toString().contains("hunter2"), config.toString());
  }

  @Test
  void pairMaskingKeepsEverythingButSecretValues() {
    assertEquals("?a=1;token=*****&b=c,d", Secrets.maskPairs("?a=1;token=xyz&b=c,d"));
    assertEquals("password=", Secrets.maskPairs("password="));
    assertEquals("useSSL=false", Secrets.maskPairs("useSSL=false"));
    assertEquals("*****", Secrets.maskPairs("sslpasswordS3cr3t"));
    assertEquals("password", Secrets.maskPairs("password"));
  }
}
