package com.linkbenchx.store.sql;

import com.linkbenchx.store.Phase;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;

/** Opens JDBC connections to one server with the dialect's required properties and session setup. */
public final class SqlConnector {
  private final SqlDialect dialect;
  private final SqlStoreSettings settings;
  private final Phase phase;

  public SqlConnector(SqlDialect dialect, SqlStoreSettings settings, Phase phase) {
    this.dialect = dialect;
    this.settings = settings;
    this.phase = phase;
  }

  public SqlDialect dialect() {
    return dialect;
  }

  public SqlStoreSettings settings() {
    return settings;
  }

  /**
   * A new connection with the given autocommit mode. The password travels in the driver
   * properties, never in the URL, so it cannot leak through a logged URL.
   */
  public Connection open(boolean autoCommit) throws SQLException {
    pauseForJitter();
    Properties properties = new Properties();
    properties.putAll(dialect.requiredProperties());
    properties.putAll(settings.jdbcProperties());
    if (usesBulkPath()) {
      properties.putAll(dialect.bulkPathProperties());
    }
    properties.setProperty("user", settings.user());
    properties.setProperty("password", settings.password().reveal());
    Connection connection = DriverManager.getConnection(dialect.jdbcUrl(settings), properties);
    try {
      try (Statement statement = connection.createStatement()) {
        for (String sql : dialect.sessionSetup(phase, settings)) {
          statement.execute(sql);
        }
      }
      connection.setAutoCommit(autoCommit);
      return connection;
    } catch (SQLException | RuntimeException e) {
      closeQuietly(connection);
      throw e;
    }
  }

  /** Whether this connector's connections load through the server's bulk path. */
  public boolean usesBulkPath() {
    return phase == Phase.LOAD && settings.loadMethod() == LoadMethod.BULK;
  }

  /** Optional random pause so that hundreds of requesters do not connect in the same instant. */
  private void pauseForJitter() {
    if (settings.connectJitterMillis() <= 0) {
      return;
    }
    try {
      Thread.sleep(ThreadLocalRandom.current().nextInt(settings.connectJitterMillis()));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  static void closeQuietly(AutoCloseable closeable) {
    if (closeable == null) {
      return;
    }
    try {
      closeable.close();
    } catch (Exception ignored) {
      // closing after a failure: nothing useful to do with a second error
    }
  }
}
