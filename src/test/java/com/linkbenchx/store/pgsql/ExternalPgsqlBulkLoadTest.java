package com.linkbenchx.store.pgsql;

import com.linkbenchx.store.sql.BulkLoadConformance;
import com.linkbenchx.store.sql.TestDatabase;
import java.sql.Connection;
import java.sql.SQLException;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Tag;

/** {@code load_method = bulk} through COPY FROM STDIN against the external PostgreSQL; skipped when it is absent. */
@Tag("pgsql-external")
class ExternalPgsqlBulkLoadTest extends BulkLoadConformance {
  private static final TestDatabase DATABASE = TestDatabase.externalPgsql();

  /** Per test, so that an absent server shows as skipped tests rather than none. */
  @BeforeEach
  void serverReachable() {
    try (Connection ignored = DATABASE.connect()) {
      // reachable
    } catch (SQLException e) {
      Assumptions.abort("PostgreSQL test server not reachable: " + e.getMessage());
    }
  }

  @Override
  protected TestDatabase database() {
    return DATABASE;
  }
}
