package com.linkbenchx.store.sql;

import com.linkbenchx.model.Phase;
import com.linkbenchx.store.connection.Backoff;
import com.linkbenchx.store.connection.OutagePolicy;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.ThreadLocalRandom;

/** Opens JDBC connections to one server with the dialect's required properties and session setup. */
public final class SqlConnector {
  private final SqlDialect dialect;
  private final SqlStoreSettings settings;
  private final Phase phase;
  private final OutagePolicy waits;

  /** @param waits the connect and read timeouts its connections keep to */
  public SqlConnector(SqlDialect dialect, SqlStoreSettings settings, Phase phase, OutagePolicy waits) {
    this.dialect = dialect;
    this.settings = settings;
    this.phase = phase;
    this.waits = waits;
  }

  public Phase phase() {
    return phase;
  }

  public SqlDialect dialect() {
    return dialect;
  }

  public SqlStoreSettings settings() {
    return settings;
  }

  /** Messages naming this connector's server and its connect timeout. */
  ErrorMessages messages() {
    return new ErrorMessages(dialect, settings, waits.connectTimeoutSeconds());
  }

  /**
   * A new connection with the given autocommit mode; the password travels in the driver properties, never in a URL
   * that could be logged. Reads wait at most the connect timeout until the session is set up, then the read timeout.
   */
  public Connection open(boolean autoCommit) throws SQLException {
    return open(autoCommit, Map.of());
  }

  /** A new autocommit connection for single-statement reads ({@link SqlDialect#readConnectionProperties()}). */
  public Connection openForReads() throws SQLException {
    return open(true, dialect.readConnectionProperties());
  }

  private Connection open(boolean autoCommit, Map<String, String> roleProperties) throws SQLException {
    if (settings.connectJitterMillis() > 0) {
      // so that hundreds of requesters do not connect in the same instant
      Backoff.pause(ThreadLocalRandom.current().nextInt(settings.connectJitterMillis()));
    }
    Properties properties = new Properties();
    properties.putAll(dialect.requiredProperties());
    properties.putAll(roleProperties);
    properties.putAll(settings.jdbcProperties());
    properties.putAll(dialect.timeoutProperties(waits.connectTimeoutSeconds()));
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
      connection.setNetworkTimeout(Runnable::run, (int) Math.min(Integer.MAX_VALUE,
          waits.readTimeoutSeconds() * 1000L));
      return connection;
    } catch (SQLException | RuntimeException e) {
      closeQuietly(connection);
      throw e;
    }
  }

  public boolean usesBulkPath() {
    return phase == Phase.LOAD && settings.loadMethod() == LoadMethod.BULK;
  }

  /** The first column of the first row {@code sql} returns with {@code parameters} bound; null when there is none. */
  public static String firstValue(Connection connection, String sql, Object... parameters) throws SQLException {
    try (PreparedStatement query = connection.prepareStatement(sql)) {
      for (int i = 0; i < parameters.length; i++) {
        query.setObject(i + 1, parameters[i]);
      }
      try (ResultSet row = query.executeQuery()) {
        return row.next() ? row.getString(1) : null;
      }
    }
  }

  /** The {@code column} (of SHOW ... LIKE: 2) of the first row of a plain statement's query; null when none. */
  public static String firstRow(Connection connection, String query, int column) throws SQLException {
    try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(query)) {
      return row.next() ? row.getString(column) : null;
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
