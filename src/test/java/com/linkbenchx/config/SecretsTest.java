package com.linkbenchx.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
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
    assertEquals(expected, KeyRegistry.of(List.of(KeySet.of("t", ConfigKey.string("url").scope("s").doc("d"))))
        .maskedView(config));
  }

  @Test
  void keysShapedLikeSecretsAreSecretEvenMisspelt() {
    for (String name : List.of("password", "PassWord", "pasword", "passwrod", "passowrd", "paswd", "db_pass",
        "sslpass", "secert", "api_tokn", "trustCertificateKeyStorePassword", "pasword_file", "credentail")) {
      assertTrue(Secrets.looksSecret(name), name);
    }
    for (String name : List.of("maxid1", "requesters", "host", "port", "user", "dbid", "linktable",
        "select_limit", "warmup_time")) {
      assertFalse(Secrets.looksSecret(name), name);
    }
    assertEquals(Map.of("pasword", "*****", "maxid1", "10"),
        Config.of(Map.of("pasword", "hunter2", "maxid1", "10")).maskedView());
  }

  @Test
  void noDeclaredKeyThatIsNotSecretLooksSecret() {
    List<String> secretLooking = com.linkbenchx.driver.BuiltInKeys.everything().knownNames().stream()
        .filter(Secrets::looksSecret).sorted().toList();
    assertEquals(List.of("password", "password_file"), secretLooking);
  }
}
