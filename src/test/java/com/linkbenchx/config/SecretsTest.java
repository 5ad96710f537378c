package com.linkbenchx.config;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Secrets inside values that are not secret keys: connection-string passwords and secret-looking options. */
class SecretsTest {
  @Test
  void passwordsInsideConnectionStringsAndOptionListsAreMasked() {
    assertEquals("mongodb://bob:*****@h1:27017,h2/db?w=1", Secrets.mask("mongodb://bob:pa55@h1:27017,h2/db?w=1"));
    assertEquals("mongodb+srv://bob:*****@cluster.example.com",
        Secrets.mask("mongodb+srv://bob:p@ss@cluster.example.com"));
    assertEquals("mongodb://h/?proxyUsername=u&proxyPassword=*****&w=2",
        Secrets.mask("mongodb://h/?proxyUsername=u&proxyPassword=x&w=2"));
    assertEquals("mongodb://bob:*****@h/?tlsCertificateKeyFilePassword=*****",
        Secrets.mask("mongodb://bob:pa55@h/?tlsCertificateKeyFilePassword=k3y"));
    assertEquals("sslMode=REQUIRED&trustCertificateKeyStorePassword=*****",
        Secrets.mask("sslMode=REQUIRED&trustCertificateKeyStorePassword=abc"));
    assertEquals("mongodb://bob@h/", Secrets.mask("mongodb://bob@h/"), "no password, nothing to mask");
    assertEquals("config/FBWorkload.properties", Secrets.mask("config/FBWorkload.properties"));
    assertEquals("a secret word", Secrets.mask("a secret word"), "free text without name=value is left alone");
  }

  @Test
  void theConfigurationDumpsUseIt() {
    Config config = Config.of(Map.of("url", "mongodb://bob:pa55@h/", "password", "x", "maxid1", "10",
        "connection_options", "proxyPassword=y&w=1"));
    Map<String, String> expected = Map.of("url", "mongodb://bob:*****@h/", "password", "*****", "maxid1", "10",
        "connection_options", "proxyPassword=*****&w=1");
    assertEquals(expected, config.maskedView());
    assertEquals(expected, KeyRegistry.of(KeySet.of("t", ConfigKey.string("url").scope("s").doc("d")))
        .maskedView(config));
  }
}
