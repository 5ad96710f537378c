package com.linkbenchx.store.sql;

import static com.linkbenchx.store.sql.SqlConnector.firstRow;
import static com.linkbenchx.store.sql.SqlConnector.firstValue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.store.ConnectionRoom;
import com.linkbenchx.store.EndpointStoreProvider;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.NodeIdClass;
import com.linkbenchx.store.ServerInfo;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.VerificationReport;
import com.linkbenchx.store.connection.OutagePolicy;
import com.linkbenchx.store.connection.RetryCounters;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A store provider for one SQL database, parameterised by its dialect: {@link #start(boolean)} checks the schema, and each
 * {@link SqlGraphStore} opened has its own connection(s).
 */
public class SqlStoreProvider implements EndpointStoreProvider {
  /** Loaders writing at once through the bulk path when {@code load_streams} is not set. */
  public static final int BULK_LOAD_STREAMS = 2;
  private final SqlDialect dialect;
  private final RetryCounters counters = new RetryCounters();
  private SqlStoreSettings settings;
  private OutagePolicy outage = OutagePolicy.defaults();
  private NodeIdClass nodeIds = NodeIdClass.ALL;
  /** The dialect adapted to the server found by {@link #start(boolean)} (its version decides some syntax). */
  private SqlDialect serverDialect;
  /** The product the server said it is at start ("MariaDB"); the dialect's name until then. */
  private String serverProduct;
  /** The replication cluster the server is a member of, found by {@link #start(boolean)}: its member count. */
  private OptionalInt cluster = OptionalInt.empty();

  public SqlStoreProvider(SqlDialect dialect) {
    this.dialect = dialect;
    this.serverProduct = dialect.name();
  }

  public SqlDialect dialect() {
    return dialect;
  }

  @Override
  public KeySet configKeys() {
    ConfigKey<String> databaseKey = dialect.defaults().databaseKey();
    return databaseKey == null ? SqlKeys.ALL : SqlKeys.ALL.plus(KeySet.of("", databaseKey));
  }

  @Override
  public void configure(Config config) {
    configure(SqlStoreSettings.from(config, dialect.defaults(), System.getenv()), OutagePolicy.from(config));
  }

  /** One endpoint of a store spread over several: its sessions allocate node ids of {@code ids} only. */
  @Override
  public void configureEndpoint(Config endpointConfig, NodeIdClass ids) {
    SqlStoreSettings own = SqlStoreSettings.from(endpointConfig, dialect.defaults(), System.getenv());
    Map<String, String> properties = new LinkedHashMap<>(own.jdbcProperties());
    properties.putAll(dialect.nodeIdClassProperties(ids, own.jdbcProperties()));
    configure(own.withJdbcProperties(properties), OutagePolicy.from(endpointConfig));
    this.nodeIds = ids;
  }

  @Override
  public String endpointName() {
    SqlStoreSettings current = requireSettings();
    return current.endpoint() + "/" + current.dbid();
  }

  /** Settings and outage limit built elsewhere (the embedded server, tests). */
  public void configure(SqlStoreSettings newSettings, OutagePolicy newOutage) {
    dialect.checkExtraProperties(newSettings.jdbcProperties());
    this.settings = newSettings;
    this.outage = newOutage;
  }

  public SqlStoreSettings settings() {
    return requireSettings();
  }

  /** Retry and failure counts of every store opened by this provider. */
  public RetryCounters retryCounters() {
    return counters;
  }

  /** Read-only, it checks the schema and creates nothing, and leaves node id allocation as it is. */
  @Override
  public void start(boolean readOnly) throws StoreException {
    SqlStoreSettings current = requireSettings();
    // A transient failure to connect at start means the server is not there for the run.
    withConnection("schema check", true, connection -> {
      String version = firstRow(connection, dialect.serverVersionSql(), 1);
      serverDialect = dialect.forServer(version);
      serverProduct = version == null ? dialect.name() : dialect.serverProduct(version);
      new SchemaCheck(dialect, current, readOnly).run(connection);
      cluster = dialect.clusterMembers(connection);
      if (!nodeIds.isAll() && !readOnly) {
        dialect.setUpNodeIdClass(connection, TableNames.of(dialect, current.dbid(), current), nodeIds);
      }
      return null;
    });
  }

  @Override
  public boolean isMultiMaster() {
    return cluster.orElse(1) > 1;
  }

  @Override
  public boolean readyForWork() {
    try {
      return withConnection("member state", dialect::readyForWork);
    } catch (StoreException e) {
      return false;
    }
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) throws StoreException {
    SqlDialect own = serverDialect == null ? dialect : serverDialect;
    // A cluster member may refuse the COMMIT apart from the write (certification): each goes alone there.
    SqlGraphStore store = new SqlGraphStore(new SqlConnector(own, requireSettings(), phase, outage), counters, outage,
        threadId, cluster.isEmpty() ? own.commitSuffix() : null);
    store.connect(); // closes what it opened when it fails
    return store;
  }

  @Override
  public VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) throws StoreException {
    TableNames tables = tablesOf(dbid);
    return withConnection("verify", connection -> verify(connection, tables, startId1, maxId1, maxExamples));
  }

  /**
   * {@code --verify} in SQL both databases run: visible links per (id1, link_type) against the count table through a
   * union (MySQL has no FULL OUTER JOIN); node ids are counted below, inside and above the range.
   */
  private static VerificationReport verify(Connection connection, TableNames tables, long startId1, long maxId1,
      int maxExamples) throws SQLException {
    String pairs = "SELECT id1, link_type, SUM(visible) AS visible, SUM(counted) AS counted, SUM(has_row) AS has_row"
        + " FROM (SELECT id1, link_type, COUNT(*) AS visible, 0 AS counted, 0 AS has_row FROM " + tables.link()
        + " WHERE visibility = " + Link.VISIBILITY_DEFAULT + " GROUP BY id1, link_type"
        + " UNION ALL SELECT c.id, c.link_type, 0, c.count, 1 FROM " + tables.count() + " c) AS pairs"
        + " GROUP BY id1, link_type";
    long checked = count(connection, "(" + pairs + " HAVING SUM(visible) > 0 OR SUM(has_row) > 0) AS checked");
    long mismatches = 0;
    List<String> examples = new ArrayList<>();
    try (PreparedStatement query = connection.prepareStatement(pairs
        + " HAVING SUM(visible) <> SUM(counted) ORDER BY id1, link_type")) {
      query.setFetchSize(1000);
      try (ResultSet rows = query.executeQuery()) {
        while (rows.next()) {
          mismatches++;
          if (examples.size() < maxExamples) {
            examples.add("id1=" + rows.getLong(1) + " link_type=" + rows.getLong(2) + ": " + rows.getLong(3)
                + " visible links, " + (rows.getLong(5) == 0 ? "no count row" : "count " + rows.getLong(4)));
          }
        }
      }
    }
    long below = count(connection, tables.node() + " WHERE id < " + startId1);
    long inRange = count(connection, tables.node() + " WHERE id >= " + startId1 + " AND id < " + maxId1);
    long above = count(connection, tables.node() + " WHERE id >= " + maxId1);
    return new VerificationReport(inRange, above, below, checked, mismatches, List.copyOf(examples));
  }

  /** Unqualified names ("linktable") of the tables holding at least one row. */
  @Override
  public List<String> nonEmptyTables(String dbid) throws StoreException {
    List<String> qualified = tablesOf(dbid).all();
    List<String> names = requireSettings().tableNames();
    return withConnection("table check", connection -> {
      List<String> nonEmpty = new ArrayList<>();
      for (int i = 0; i < qualified.size(); i++) {
        if (firstValue(connection, "SELECT 1 FROM " + qualified.get(i) + " LIMIT 1") != null) {
          nonEmpty.add(names.get(i));
        }
      }
      return nonEmpty;
    });
  }

  /** Empties the dbid's tables only when all three are there and of the benchmark's shape. */
  @Override
  public void truncate(String dbid) throws StoreException {
    List<String> tables = tablesOf(dbid).all();
    SchemaCheck check = new SchemaCheck(dialect, requireSettings().withDbid(dbid), false);
    withConnection("truncate", connection -> {
      Optional<String> refusal = check.truncateRefusal(connection);
      if (refusal.isPresent()) {
        throw new StoreException(ErrorKind.FATAL, refusal.get());
      }
      try (Statement statement = connection.createStatement()) {
        for (String table : tables) {
          statement.execute("TRUNCATE TABLE " + table);
        }
      }
      return null;
    });
  }

  @Override
  public void checkReadyToLoad(double nodes, double links) throws StoreException {
    if (requireSettings().loadMethod() != LoadMethod.BULK) {
      return;
    }
    Optional<String> refusal = withConnection("bulk path check", dialect::bulkPathRefusal);
    if (refusal.isPresent()) {
      throw new StoreException(ErrorKind.FATAL, refusal.get());
    }
  }

  /**
   * The bulk path loads fastest with about one stream per server core (two LOAD DATA or COPY streams were 1.14× and
   * 1.23× faster than ten on a 2-core server). The INSERT path keeps LinkBench's one stream per loader.
   */
  @Override
  public int defaultLoadStreams(int loaders) {
    return requireSettings().loadMethod() == LoadMethod.BULK ? Math.min(loaders, BULK_LOAD_STREAMS) : loaders;
  }

  @Override
  public String loadPath() {
    return requireSettings().loadMethod() == LoadMethod.BULK ? SqlKeys.LOAD_METHOD.name() + "=bulk" : "";
  }

  @Override
  public RowsOutside rowsOutside(String dbid, NodeIdClass ids) throws StoreException {
    TableNames tables = tablesOf(dbid);
    String outside = " WHERE MOD(%s, " + ids.modulus() + ") <> " + ids.residue();
    return withConnection("shard check", connection -> new RowsOutside(
        count(connection, tables.link() + outside.formatted("id1")),
        count(connection, tables.count() + outside.formatted("id")),
        count(connection, tables.node() + outside.formatted("id"))));
  }

  private static long count(Connection connection, String fromWhere) throws SQLException {
    return Long.parseLong(firstRow(connection, "SELECT COUNT(*) FROM " + fromWhere, 1));
  }

  /** "linktable=<rows>:<checksum> counttable=... nodetable=...". */
  @Override
  public String contentDigest(String dbid) throws StoreException {
    List<String> qualified = tablesOf(dbid).all();
    List<String> names = requireSettings().tableNames();
    return withConnection("checksum", connection -> {
      StringBuilder digest = new StringBuilder();
      for (int i = 0; i < names.size(); i++) {
        try (Statement statement = connection.createStatement();
            ResultSet row = statement.executeQuery(dialect.tableChecksumSql(qualified.get(i)))) {
          row.next();
          digest.append(i == 0 ? "" : " ").append(names.get(i)).append('=').append(count(connection, qualified.get(i)))
              .append(':').append(row.getString(row.getMetaData().getColumnCount()));
        }
      }
      return digest.toString();
    });
  }

  @Override
  public Optional<ServerInfo> serverInfo() throws StoreException {
    return withConnection("server version query", connection -> {
      String version = firstRow(connection, dialect.serverVersionSql(), 1);
      return version == null ? Optional.empty() : Optional.of(new ServerInfo(dialect.serverProduct(version), version));
    });
  }

  /** One connection per worker, two where reads have their own; a server that cannot say is not checked. */
  @Override
  public List<ConnectionRoom> connectionRoom(Phase phase, int workers) throws StoreException {
    ConnectionLimit limit;
    try {
      limit = withConnection("connection limit query", dialect::connectionLimit);
    } catch (StoreException e) {
      if (e.kind() == ErrorKind.CONNECTION_LOST) {
        throw e;
      }
      Logs.logger().info("Not checking the connection limit of {}: {}", describe(), e.getMessage());
      return List.of();
    }
    // The asking connection is closed before any worker opens its own.
    int needed = workers * (dialect.readsOnSeparateConnection() ? 2 : 1);
    // One endpoint of a multi-master cluster may be a proxy in front of all its members.
    return List.of(new ConnectionRoom(serverProduct + " at " + settings.endpoint(), needed, limit.allowed(),
        Math.max(0, limit.inUse() - 1), limit.allowance(), limit.setting(), cluster.orElse(1)));
  }

  @Override
  public RetryTally retryTally() {
    return counters.snapshot().tally();
  }

  private TableNames tablesOf(String dbid) throws StoreException {
    return TableNames.of(dialect, SqlIdentifiers.requireValidDbid(dbid), requireSettings());
  }

  private interface ConnectionWork<T> {
    T run(Connection connection) throws SQLException, StoreException;
  }

  private <T> T withConnection(String what, ConnectionWork<T> work) throws StoreException {
    return withConnection(what, false, work);
  }

  /**
   * Runs administrative work on a fresh autocommit connection, with one-line failure messages; {@code transientIsLost}:
   * a transient failure to connect counts as a lost connection.
   */
  private <T> T withConnection(String what, boolean transientIsLost, ConnectionWork<T> work) throws StoreException {
    SqlConnector connector = new SqlConnector(dialect, requireSettings(), Phase.REQUEST, outage);
    ErrorMessages messages = connector.messages();
    SqlErrorClassifier classifier = new SqlErrorClassifier(dialect.errorCodes());
    Connection connection;
    try {
      connection = connector.open(true);
    } catch (SQLException e) {
      ErrorKind kind = classifier.classify(e);
      throw new StoreException(transientIsLost && kind == ErrorKind.TRANSIENT ? ErrorKind.CONNECTION_LOST : kind,
          messages.cannotConnect(e), e);
    }
    try (connection) {
      return work.run(connection);
    } catch (SQLException e) {
      throw new StoreException(classifier.classify(e), messages.failure(what, e, -1), e);
    }
  }

  @Override
  public String describe() {
    // Once connected, the product the server reports (a MariaDB server is not "MySQL").
    return settings == null ? serverProduct : serverProduct + " at " + settings.endpoint() + "/" + settings.dbid();
  }

  /** Logs the retry counts, so they are reported even by a driver that does not ask for them. */
  @Override
  public void close() {
    RetryCounters.Snapshot snapshot = counters.snapshot();
    if (snapshot.any()) {
      Logs.logger().info("{} store: {}", describe(), snapshot);
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
    provider.configure(settings, OutagePolicy.defaults());
    return provider;
  }
}
