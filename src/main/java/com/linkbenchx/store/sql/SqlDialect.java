package com.linkbenchx.store.sql;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.NodeIdClass;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What one SQL database contributes to the shared store: SQL text where databases disagree, error codes, connection
 * details. Table names arrive qualified and quoted; every value is a bind parameter.
 */
public interface SqlDialect {
  /** The product name for messages ("MySQL", "PostgreSQL"). */
  String name();

  SqlDefaults defaults();

  /** A cheap query whose one row and column is the server's version string. */
  default String serverVersionSql() {
    return "SELECT VERSION()";
  }

  /** The server product a version string names (MySQL's protocol also serves MariaDB). */
  default String serverProduct(String version) {
    return name();
  }

  /** This dialect adapted to the server's {@code version} found at start: e.g. MySQL 8.0.20+ without VALUES(). */
  default SqlDialect forServer(String version) {
    return this;
  }

  /** Whether reads get an autocommit connection of their own beside the write connection ({@link SqlSession}). */
  default boolean readsOnSeparateConnection() {
    return false;
  }

  /** How many connections the server allows and how many are open, asked on {@code connection}. */
  ConnectionLimit connectionLimit(Connection connection) throws SQLException;

  String jdbcUrl(SqlStoreSettings settings);

  /** Driver properties this store relies on; the user's extra properties are applied after them. */
  Map<String, String> requiredProperties();

  /** Driver properties over the required ones of a connection that only runs single-statement reads. */
  default Map<String, String> readConnectionProperties() {
    return Map.of();
  }

  /** Driver properties a user may not override through {@code jdbc_url_properties}, each with the reason. */
  default Map<String, String> forbiddenProperties() {
    return Map.of();
  }

  /** Driver properties that bound the connection attempt and the login's reads to {@code connectSeconds}. */
  Map<String, String> timeoutProperties(int connectSeconds);

  /** Throws a ConfigError if an extra property would break the store's assumptions. */
  default void checkExtraProperties(Map<String, String> extra) {
    for (String name : extra.keySet()) {
      for (Map.Entry<String, String> forbidden : forbiddenProperties().entrySet()) {
        if (forbidden.getKey().equalsIgnoreCase(name)) {
          throw new ConfigError(
              "Configuration key jdbc_url_properties must not set '" + name + "': " + forbidden.getValue());
        }
      }
    }
  }

  /** Statements run once on every new connection (e.g. switching off the binary log while loading). */
  default List<String> sessionSetup(Phase phase, SqlStoreSettings settings) {
    return List.of();
  }

  SqlErrorCodes errorCodes();

  /** The identifier quoted for this database; the name is already a validated identifier. */
  String quote(String identifier);

  default String qualify(String dbid, String table) {
    return quote(dbid) + "." + quote(table);
  }

  /** Largest number of bind parameters one statement may carry. */
  default int maxBindParameters() {
    return 65_535;
  }

  /** Prepares one statement on a connection, the way a dialect asks its driver for a particular kind. */
  @FunctionalInterface
  interface StatementPreparer {
    /** The driver's own way, asking for the generated {@code id} column back. */
    StatementPreparer RETURNING_ID = (connection, sql) -> connection.prepareStatement(sql, new String[] {"id"});

    PreparedStatement prepare(Connection connection, String sql) throws SQLException;
  }

  /** A new writer of the load's link and count statements as text ({@link LoadStatementText}); null: bound. */
  default LoadStatementText newLoadStatementText() {
    return null;
  }

  /** How the load's full-batch multi-row node insert, whose generated {@code id}s are read back, is prepared. */
  default StatementPreparer bulkInsertReturningIdsPreparer() {
    return StatementPreparer.RETURNING_ID;
  }

  /** A payload's placeholder in multi-row statements: prepared on the server, bytes may need to say binary. */
  default String bulkBytesPlaceholder() {
    return "?";
  }

  /**
   * Insert-or-touch of one link: inserts (id1, id2, link_type, visibility, data, time, version) = parameters 1..7,
   * or, when the row exists, sets only its visibility to parameter 8.
   */
  String touchLinkSql(TableNames tables);

  /** Runs the prepared {@link #touchLinkSql} and says what it found. */
  TouchOutcome touchLink(PreparedStatement touch) throws SQLException;

  /**
   * Count-row upsert: inserts (id, link_type, count, time, version=0) = parameters 1..4; on an existing row adds
   * parameter 5 to count and one to version, and either floors count at 0 and sets time to parameter 6 or, for the
   * load's increments ({@code load}), keeps the newer of its time and parameter 6.
   */
  String upsertCountSql(TableNames tables, boolean load);

  /** Appended to a multi-row link insert so that an existing row only has its visibility overwritten. */
  String bulkLinkConflictClause();

  /** Starts a multi-row count write that replaces existing rows ("REPLACE INTO", "INSERT INTO"). */
  String bulkCountVerb();

  /** Appended to a multi-row count write when the verb alone does not replace ("" if it does). */
  String bulkCountConflictClause();

  /** A new writer through the server's bulk path, or null when the database has none (INSERT is used). */
  default ServerBulkPath newBulkPath() {
    return null;
  }

  /** Why the server would refuse the bulk path (a switched-off setting, how to switch it on), or empty. */
  default Optional<String> bulkPathRefusal(Connection connection) throws SQLException {
    return Optional.empty();
  }

  /** Driver properties the bulk path needs, set on the load phase's connections of that path only. */
  default Map<String, String> bulkPathProperties() {
    return Map.of();
  }

  /**
   * {@code columns} of the visible links of (id1 = 1, link_type = 2) with time between parameters 3 and 4, newest
   * first with ties in descending id2, skipping parameter 5 rows and returning at most parameter 6.
   */
  String linkListSql(TableNames tables, String columns);

  /** Deletes every node and makes the next allocated node id equal {@code startId}. */
  void resetNodes(Connection connection, TableNames tables, long startId) throws SQLException;

  /** Driver properties (merged with the user's {@code extra}) that make sessions allocate node ids of {@code ids}. */
  default Map<String, String> nodeIdClassProperties(NodeIdClass ids, Map<String, String> extra) {
    return Map.of();
  }

  /** Run once at start on an endpoint allocating {@code ids} only, where the schema keeps that (a sequence). */
  default void setUpNodeIdClass(Connection connection, TableNames tables, NodeIdClass ids) throws SQLException {
  }

  /** Text that, appended to a write, commits in the same round trip; null where each COMMIT goes alone. */
  default String commitSuffix() {
    return null;
  }

  /** Whether an insert whose text carries the COMMIT still hands back its generated keys. */
  default boolean generatedKeysWithCommit() {
    return commitSuffix() != null;
  }

  /** The rows an UPDATE found, changed or not; -1 when that cannot be told (the store then looks for the row). */
  default long matchedRows(PreparedStatement update, int reportedRows) throws SQLException {
    return reportedRows;
  }

  /** Members of the server's replication cluster (Galera's {@code wsrep_cluster_size}); empty outside one. */
  default OptionalInt clusterMembers(Connection connection) throws SQLException {
    return OptionalInt.empty();
  }

  /** Whether the server takes work again after an outage (a rejoining Galera member answers before it is Synced). */
  default boolean readyForWork(Connection connection) throws SQLException {
    return true;
  }

  /**
   * The verb of the load's node insert naming the loader's ids and skipping taken ones (AUTO_INCREMENT then moves past
   * them); null where an explicit id would leave the id generator behind (a PostgreSQL sequence).
   */
  default String nodeInsertWithIdsVerb() {
    return null;
  }

  /** One row whose last column is a checksum of the whole table's content. */
  String tableChecksumSql(String qualifiedTable);

  /** Two parameters (dbid, link table): a row when the range query's index exists; null when none is named. */
  default String linkListIndexExistsSql() {
    return null;
  }

  /** One parameter (the dbid); returns a row when the database or schema exists. */
  String schemaExistsSql();

  /** Two parameters (dbid, table); returns a row when a table, or a view or other relation, has that name. */
  String tableExistsSql();

  String createSchemaSql(String dbid);

  /** DDL creating the three tables (plus their indexes) if absent; never drops anything. */
  List<String> createTablesSql(TableNames tables, String dbid, SqlStoreSettings settings);

  /** The command a user runs to create the schema by hand, for start-up error messages. */
  String createTablesHint(SqlStoreSettings settings);
}
