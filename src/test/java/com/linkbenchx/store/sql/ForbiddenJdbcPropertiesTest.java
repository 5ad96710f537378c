package com.linkbenchx.store.sql;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.pgsql.PgsqlDialect;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code jdbc_url_properties} may add driver settings (TLS, timeouts) but not undo what a store relies on. */
class ForbiddenJdbcPropertiesTest {
  @Test
  void mySqlRefusesPropertiesItsStatementsRelyOn() {
    ConfigError error = assertThrows(ConfigError.class,
        () -> new MySqlDialect().checkExtraProperties(Map.of("sslMode", "REQUIRED", "useAffectedRows", "false")));
    assertEquals("Configuration key jdbc_url_properties must not set 'useAffectedRows': the store relies on"
        + " useAffectedRows=true", error.getMessage());
    assertThrows(ConfigError.class, () -> new MySqlDialect().checkExtraProperties(Map.of("password", "x")));
    assertDoesNotThrow(() -> new MySqlDialect().checkExtraProperties(Map.of("sslMode", "REQUIRED")));
  }

  @Test
  void postgresqlRefusesCredentialsInTheUrl() {
    ConfigError error = assertThrows(ConfigError.class,
        () -> new PgsqlDialect().checkExtraProperties(Map.of("user", "other")));
    assertEquals("Configuration key jdbc_url_properties must not set 'user': it comes from the key user",
        error.getMessage());
    assertDoesNotThrow(() -> new PgsqlDialect().checkExtraProperties(Map.of("sslmode", "require")));
  }
}
