package com.linkbenchx.store.embedded;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.store.ConnectionRoom;
import com.linkbenchx.store.DataVerifier;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.GraphStoreProvider;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.RetryReporting;
import com.linkbenchx.store.ServerInfo;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.VerificationReport;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.store.connection.OutagePolicy;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.mysql.MySqlStoreProvider;
import com.linkbenchx.store.sql.SqlKeys;
import com.linkbenchx.store.sql.SqlStoreSettings;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The zero-setup default store: starts an embedded MariaDB server once for the run, creates the database and tables,
 * and hands out MySQL stores connected to it. Keys: {@link EmbeddedKeys} and {@link SqlKeys#SHARED} (not host, port,
 * user or password: the server is local and open).
 */
public final class EmbeddedMariaDbStoreProvider implements GraphStoreProvider, DataVerifier, LoadTarget,
    RetryReporting {
  private final MySqlStoreProvider mysql = new MySqlStoreProvider();
  private EmbeddedMariaDbServer server;
  private SqlStoreSettings settings;
  private OutagePolicy outage = OutagePolicy.defaults();
  private boolean started;

  @Override
  public KeySet configKeys() {
    return EmbeddedKeys.ALL.plus(SqlKeys.SHARED);
  }

  /** The MySQL store's settings with the local server's login; table names default to their own names. */
  @Override
  public void configure(Config config) {
    EmbeddedSettings embedded = EmbeddedSettings.from(config);
    Config local = config.without(ConnectionKeys.PASSWORD_FILE).without(ConnectionKeys.CREATE_TABLES)
        .with(ConnectionKeys.HOST, "127.0.0.1")
        .with(ConnectionKeys.PORT, "3306") // replaced by the server's real port at start
        .with(ConnectionKeys.USER, "root").with(ConnectionKeys.PASSWORD, "");
    for (ConfigKey<String> table : List.of(ConnectionKeys.LINK_TABLE, ConnectionKeys.COUNT_TABLE,
        ConnectionKeys.NODE_TABLE)) {
      if (!table.isSet(local)) {
        local = local.with(table, table.name());
      }
    }
    configure(embedded, SqlStoreSettings.from(local, new MySqlDialect().defaults(), Map.of()));
    this.outage = OutagePolicy.from(config);
  }

  /** Uses settings built elsewhere (tests). */
  public void configure(EmbeddedSettings embedded, SqlStoreSettings sql) {
    this.server = new EmbeddedMariaDbServer(embedded);
    this.settings = sql.withCreateTables(true);
  }

  /** Read-only, it starts the server but creates no database or table in it. */
  @Override
  public synchronized void start(boolean readOnly) throws StoreException {
    if (started) {
      return;
    }
    server.start();
    try {
      mysql.configure(settings.withEndpoint("127.0.0.1", server.port()), outage);
      mysql.start(readOnly);
    } catch (StoreException | RuntimeException e) {
      server.close();
      throw e;
    }
    started = true;
  }

  /** The running server's port (for tools and tests that connect on their own). */
  public int port() {
    return server.port();
  }

  @Override
  public RetryTally retryTally() {
    return mysql.retryTally();
  }

  @Override
  public List<ConnectionRoom> connectionRoom(Phase phase, int workers) throws StoreException {
    return started ? mysql.connectionRoom(phase, workers) : List.of();
  }

  @Override
  public Optional<ServerInfo> serverInfo() throws StoreException {
    return started ? mysql.serverInfo() : Optional.empty();
  }

  @Override
  public List<String> nonEmptyTables(String dbid) throws StoreException {
    return mysql.nonEmptyTables(dbid);
  }

  @Override
  public void truncate(String dbid) throws StoreException {
    mysql.truncate(dbid);
  }

  @Override
  public void checkReadyToLoad(double nodes, double links) throws StoreException {
    mysql.checkReadyToLoad(nodes, links);
  }

  @Override
  public int defaultLoadStreams(int loaders) {
    return mysql.defaultLoadStreams(loaders);
  }

  @Override
  public String loadPath() {
    return mysql.loadPath();
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) throws StoreException {
    return started().openGraphStore(phase, threadId);
  }

  @Override
  public VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) throws StoreException {
    return started().verify(dbid, startId1, maxId1, maxExamples);
  }

  private MySqlStoreProvider started() {
    if (!started) {
      throw new IllegalStateException("EmbeddedMariaDbStoreProvider used before start()");
    }
    return mysql;
  }

  @Override
  public String describe() {
    String where = started ? " at 127.0.0.1:" + server.port() + "/" + settings.dbid() : "";
    return "embedded MariaDB " + EmbeddedMariaDbServer.VERSION + where
        + (server == null ? "" : " (data in " + server.settings().directory() + ")");
  }

  @Override
  public synchronized void close() {
    if (started) {
      mysql.close();
    }
    if (server != null) {
      server.close();
    }
    started = false;
  }
}
