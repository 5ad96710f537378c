package com.linkbenchx.store.mysql;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The read connection caches column definitions, which Connector/J does only on a connection
 * without multi-statement text; the write connection keeps multi-statement text for its COMMIT.
 */
class ReadConnectionPropertiesTest {
  @Test
  void readsCacheMetadataWithoutMultiStatementText() {
    MySqlDialect dialect = new MySqlDialect();
    assertEquals("false", dialect.readConnectionProperties().get("allowMultiQueries"));
    assertEquals("true", dialect.readConnectionProperties().get("cacheResultSetMetadata"));
    assertEquals("true", dialect.requiredProperties().get("allowMultiQueries"));
    assertEquals("; COMMIT", dialect.commitSuffix());
  }
}
