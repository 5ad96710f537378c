package com.linkbenchx.store.sql;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.Logs;
import com.linkbenchx.store.DataVerifier;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.GraphStoreProvider;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.Phase;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreException.Kind;
import com.linkbenchx.store.RetryReporting;
import com.linkbenchx.store.RetryTally;
import com.linkbenchx.store.VerificationReport;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;

/**
 * A store provider for one SQL database, parameterised by its dialect. {@link #start()} connects
 * once and checks the schema; every {@code open*} call returns a new {@link SqlGraphStore} with its
 * own two connections, serving links and nodes alike.
 */
public class SqlStoreProvider implements GraphStoreProvider, DataVerifier, LoadTarget, RetryReporting {
  private final SqlDialect dialect;
  private final RetryCounters counters = new RetryCounters();
  private SqlStoreSettings settings;
  private OutagePolicy outage = OutagePolicy.defaults();

  public SqlStoreProvider(SqlDialect dialect) {
    this.dialect = dialect;
  }

  public SqlDialect dialect() {
    return dialect;
  }

  @Override
  public void configure(Config config) {
    configure(SqlStoreSettings.from(config, dialect.defaults(), System.getenv()), OutagePolicy.from(config));
  }

  /** Settings and outage limit built elsewhere (the embedded server). */
  public void configure(SqlStoreSettings newSettings, OutagePolicy newOutage) {
    configure(newSettings);
    this.outage = newOutage;
  }

  /** Uses settings built elsewhere (tests, the embedded server). */
  public void configure(SqlStoreSettings newSettings) {
    dialect.checkExtraProperties(newSettings.jdbcProperties());
    this.settings = newSettings;
  }

  public SqlStoreSettings settings() {
    return requireSettings();
  }

  /** Retry and failure counts of every store opened by this provider. */
  public RetryCounters retryCounters() {
    return counters;
  }

  @Override
  public void start() throws StoreException {
    SqlStoreSettings current = requireSettings();
    SqlConnector connector = new SqlConnector(dialect, current, Phase.REQUEST);
    ErrorMessages messages = new ErrorMessages(dialect, current);
    Connection connection;
    try {
      connection = connector.open(true);
    } catch (SQLException e) {
      Kind kind = new SqlErrorClassifier(dialect.errorCodes()).classify(e);
      throw new StoreException(kind == Kind.TRANSIENT ? Kind.CONNECTION_LOST : kind, messages.cannotConnect(e), e);
    }
    try (connection) {
      new SchemaCheck(dialect, current).run(connection);
    } catch (SQLException e) {
      throw new StoreException(new SqlErrorClassifier(dialect.errorCodes()).classify(e),
          messages.failure("schema check", e, -1), e);
    }
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) throws StoreException {
    SqlGraphStore store = new SqlGraphStore(new SqlConnector(dialect, requireSettings(), phase), counters, outage,
        threadId);
    try {
      store.connect();
    } catch (StoreException e) {
      store.close();
      throw e;
    }
    return store;
  }

  @Override
  public VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) throws StoreException {
    TableNames tables = tablesOf(dbid);
    return withConnection("verify", connection -> new SqlVerifier(tables).verify(connection, startId1, maxId1,
        maxExamples));
  }

  @Override
  public List<String> nonEmptyTables(String dbid) throws StoreException {
    SqlLoadTarget target = new SqlLoadTarget(tablesOf(dbid), requireSettings());
    return withConnection("table check", target::nonEmptyTables);
  }

  @Override
  public void truncate(String dbid) throws StoreException {
    SqlLoadTarget target = new SqlLoadTarget(tablesOf(dbid), requireSettings());
    withConnection("truncate", connection -> {
      target.truncate(connection);
      return null;
    });
  }

  @Override
  public RetryTally retryTally() {
    RetryCounters.Snapshot snapshot = counters.snapshot();
    long failed = snapshot.failures().values().stream().mapToLong(Long::longValue).sum();
    return new RetryTally(snapshot.transientRetries(), snapshot.reconnects(), failed);
  }

  private TableNames tablesOf(String dbid) throws StoreException {
    return TableNames.of(dialect, SqlIdentifiers.requireValidDbid(dbid), requireSettings());
  }

  private interface ConnectionWork<T> {
    T run(Connection connection) throws SQLException;
  }

  /** Runs administrative work on a fresh autocommit connection, with one-line failure messages. */
  private <T> T withConnection(String what, ConnectionWork<T> work) throws StoreException {
    SqlStoreSettings current = requireSettings();
    ErrorMessages messages = new ErrorMessages(dialect, current);
    SqlErrorClassifier classifier = new SqlErrorClassifier(dialect.errorCodes());
    Connection connection;
    try {
      connection = new SqlConnector(dialect, current, Phase.REQUEST).open(true);
    } catch (SQLException e) {
      throw new StoreException(classifier.classify(e), messages.cannotConnect(e), e);
    }
    try (connection) {
      return work.run(connection);
    } catch (SQLException e) {
      throw new StoreException(classifier.classify(e), messages.failure(what, e, -1), e);
    }
  }

  @Override
  public String describe() {
    SqlStoreSettings current = settings;
    return current == null ? dialect.name() : dialect.name() + " at " + current.endpoint() + "/" + current.dbid();
  }

  /** Logs the retry counts, so they are reported even by a driver that does not ask for them. */
  @Override
  public void close() {
    RetryCounters.Snapshot snapshot = counters.snapshot();
    if (snapshot.transientRetries() > 0 || snapshot.reconnects() > 0) {
      Logs.logger().info("{} store: {}", dialect.name(), snapshot);
    }
  }

  private SqlStoreSettings requireSettings() {
    if (settings == null) {
      throw new IllegalStateException(getClass().getSimpleName() + " used before configure()");
    }
    return settings;
  }

  /** For tests and tools: a provider already configured with {@code settings}. */
  public static SqlStoreProvider of(SqlDialect dialect, SqlStoreSettings settings) {
    SqlStoreProvider provider = new SqlStoreProvider(dialect);
    provider.configure(settings);
    return provider;
  }

}
