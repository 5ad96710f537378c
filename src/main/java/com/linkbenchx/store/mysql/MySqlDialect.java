package com.linkbenchx.store.mysql;

import static com.linkbenchx.store.sql.SqlConnector.firstRow;

import com.linkbenchx.model.Phase;
import com.linkbenchx.store.NodeIdClass;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.store.sql.ConnectionLimit;
import com.linkbenchx.store.sql.LoadStatementText;
import com.linkbenchx.store.sql.ServerBulkPath;
import com.linkbenchx.store.sql.SqlDefaults;
import com.linkbenchx.store.sql.SqlDialect;
import com.linkbenchx.store.sql.SqlErrorCodes;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TableNames;
import com.linkbenchx.store.sql.TouchOutcome;
import com.mysql.cj.jdbc.JdbcConnection;
import com.mysql.cj.jdbc.JdbcStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * MySQL and MariaDB (InnoDB) with Connector/J; every table qualified with the dbid, as LinkBench does. Tables are
 * latin1 and payloads bytes, which come back unchanged: Connector/J leaves {@code character_set_results} unset.
 */
public final class MySqlDialect implements SqlDialect {
  private static final SqlErrorCodes ERROR_CODES = new SqlErrorCodes(
      Set.of("40001", "41000"),
      // deadlock (also Galera's certification failure), lock wait timeout, XA deadlock, MariaDB "record has
      // changed since last read", group replication's rollback of a conflicting transaction
      Set.of(1213, 1205, 1614, 1020, 3101),
      Set.of("70100"),
      // server shutdown, server gone away, lost connection, MariaDB connection killed, idle disconnect
      Set.of(1053, 2006, 2013, 1927, 4031),
      Set.of(),
      // query interrupted (KILL QUERY), max_execution_time exceeded
      Set.of(1317, 3024),
      // ER_DUP_ENTRY (its SQLState, 23000, is every integrity violation's)
      Set.of(1062));

  /**
   * Affected rows for insert-or-touch; no read-ahead input, whose ioctl before every read and lone header reads cost
   * about a quarter more client CPU per link-list query (bench/lib/ReadShapes.java); multi-statement text so that a
   * transaction's last write carries its COMMIT ({@link #commitSuffix()}), only ever the store's own texts.
   */
  private static final Map<String, String> REQUIRED = Map.of("useAffectedRows", "true", "useLocalSessionState", "true",
      "useLocalTransactionState", "true", "tcpKeepAlive", "true", "useReadAheadInput", "false",
      "useUnbufferedInput", "false", "allowMultiQueries", "true");

  /**
   * The read connection sends no multi-statement text, which lets cacheResultSetMetadata skip the column definitions
   * of later answers (bench/lib/ReadShapes.java: a link-list read allocates about a quarter less).
   */
  private static final Map<String, String> READ_CONNECTION =
      Map.of("allowMultiQueries", "false", "cacheResultSetMetadata", "true");

  /** MySQL 8.0.20+ deprecates VALUES(col) in ON DUPLICATE KEY UPDATE in favour of a row alias. */
  private static final int[] ROW_ALIAS_SINCE = {8, 0, 20};
  private static final Pattern VERSION = Pattern.compile("^(\\d+)\\.(\\d+)\\.(\\d+)");
  private static final Pattern NUMBER = Pattern.compile("\\d{1,18}");

  /** Whether upserts name the new row by an alias (MySQL 8.0.20+) rather than by VALUES(). */
  private final boolean rowAlias;

  /** For MariaDB and MySQL before 8.0.20; {@link #forServer} picks the flavour of the server found. */
  public MySqlDialect() {
    this(false);
  }

  private MySqlDialect(boolean rowAlias) {
    this.rowAlias = rowAlias;
  }

  @Override
  public String name() {
    return "MySQL";
  }

  /**
   * Yes, as LinkBench: on one connection a write after a read first sends {@code SET autocommit = 0}, a round trip
   * measured as latency (ADD_LINK's median up by one round trip, closed-loop throughput down 25–50%).
   */
  @Override
  public boolean readsOnSeparateConnection() {
    return true;
  }

  /** MySQL 8.0.20 and later get the row alias; MariaDB (which has no row alias) and older MySQL keep VALUES(). */
  @Override
  public MySqlDialect forServer(String version) {
    boolean alias = !"MariaDB".equals(serverProduct(version)) && atLeast(version, ROW_ALIAS_SINCE);
    return alias == rowAlias ? this : new MySqlDialect(alias);
  }

  /** Compares the leading "major.minor.patch" of a version string; an unreadable one counts as old. */
  static boolean atLeast(String version, int[] wanted) {
    Matcher numbers = VERSION.matcher(version == null ? "" : version.trim());
    return numbers.find() && Arrays.compare(new int[] {Integer.parseInt(numbers.group(1)),
        Integer.parseInt(numbers.group(2)), Integer.parseInt(numbers.group(3))}, wanted) >= 0;
  }

  /** max_connections against Threads_connected, which counts every account's sessions without PROCESS. */
  @Override
  public ConnectionLimit connectionLimit(Connection connection) throws SQLException {
    long allowed = Long.parseLong(firstRow(connection, "SELECT @@max_connections", 1));
    String inUse = firstRow(connection, "SHOW GLOBAL STATUS LIKE 'Threads_connected'", 2);
    long open = inUse == null ? 0 : Long.parseLong(inUse);
    return new ConnectionLimit(allowed, open, "max_connections", "max_connections");
  }

  @Override
  public SqlDefaults defaults() {
    return new SqlDefaults(3306, null);
  }

  /** MariaDB speaks MySQL's protocol; its version string says which it is ("10.11.6-MariaDB-..."). */
  @Override
  public String serverProduct(String version) {
    return version != null && version.contains("MariaDB") ? "MariaDB" : "MySQL";
  }

  @Override
  public String jdbcUrl(SqlStoreSettings settings) {
    return "jdbc:mysql://" + settings.endpoint() + "/";
  }

  @Override
  public Map<String, String> requiredProperties() {
    return REQUIRED;
  }

  @Override
  public Map<String, String> readConnectionProperties() {
    return READ_CONNECTION;
  }

  /** Extra properties that would break what this store relies on, and why. */
  private static final Map<String, String> FORBIDDEN = Map.of(
      "useAffectedRows", "the store relies on useAffectedRows=true",
      "characterSetResults", "results must come back unconverted so that payload bytes round-trip",
      "allowMultiQueries", "the store sets it itself, for its own statement texts only",
      "connectTimeout", "it comes from the key " + ConnectionKeys.CONNECT_TIMEOUT_SECONDS.name(),
      "socketTimeout", "it comes from the keys " + ConnectionKeys.CONNECT_TIMEOUT_SECONDS.name() + " (login) and "
          + ConnectionKeys.READ_TIMEOUT_SECONDS.name(),
      "user", "it comes from the key user",
      "password", "it comes from the key password, password_file or LINKBENCH_PASSWORD");

  /** Connector/J counts both in milliseconds; socketTimeout bounds each read of the handshake. */
  @Override
  public Map<String, String> timeoutProperties(int connectSeconds) {
    String millis = Long.toString(connectSeconds * 1000L);
    return Map.of("connectTimeout", millis, "socketTimeout", millis);
  }

  @Override
  public Map<String, String> forbiddenProperties() {
    return FORBIDDEN;
  }

  @Override
  public List<String> sessionSetup(Phase phase, SqlStoreSettings settings) {
    return phase == Phase.LOAD && settings.disableBinlogLoad() ? List.of("SET SESSION sql_log_bin = 0") : List.of();
  }

  @Override
  public ServerBulkPath newBulkPath() {
    return new MySqlLoadData();
  }

  /** Connector/J refuses LOCAL INFILE unless asked; only the bulk path's load connections ask. */
  @Override
  public Map<String, String> bulkPathProperties() {
    return Map.of("allowLoadLocalInfile", "true");
  }

  @Override
  public SqlErrorCodes errorCodes() {
    return ERROR_CODES;
  }

  @Override
  public String quote(String identifier) {
    return "`" + identifier + "`";
  }

  /** One round trip for a write and its COMMIT, as LinkBench's MySQL store sends them. */
  @Override
  public String commitSuffix() {
    return "; COMMIT";
  }

  /** M of the answer's "Rows matched: M  Changed: C  Warnings: W" (any lc_messages), where the count is C. */
  @Override
  public long matchedRows(PreparedStatement update, int reportedRows) throws SQLException {
    if (reportedRows > 0) {
      return reportedRows;
    }
    var answer = update.unwrap(JdbcStatement.class).getResultSetInternal();
    return answer == null ? -1 : firstNumber(answer.getServerInfo());
  }

  /** The first decimal number in {@code text} (its first 18 digits); -1 when there is none. */
  static long firstNumber(String text) {
    Matcher number = NUMBER.matcher(text == null ? "" : text);
    return number.find() ? Long.parseLong(number.group()) : -1;
  }

  @Override
  public String touchLinkSql(TableNames tables) {
    return "INSERT INTO " + tables.link() + " (id1, id2, link_type, visibility, data, time, version)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?) ON DUPLICATE KEY UPDATE visibility = ?";
  }

  /** With useAffectedRows: 1 = inserted, 0 = existed unchanged, 2 = existed and visibility changed. */
  @Override
  public TouchOutcome touchLink(PreparedStatement touch) throws SQLException {
    int affected = touch.executeUpdate();
    return switch (affected) {
      case 1 -> TouchOutcome.INSERTED;
      case 0 -> TouchOutcome.UNCHANGED;
      case 2 -> TouchOutcome.VISIBILITY_CHANGED;
      default -> throw new SQLException("Value of affected-rows number is not valid: " + affected, "HY000");
    };
  }

  /** count is unsigned: computed in signed arithmetic, count - 1 at 0 floors instead of failing. */
  @Override
  public String upsertCountSql(TableNames tables, boolean load) {
    return "INSERT INTO " + tables.count() + " (id, link_type, count, time, version) VALUES (?, ?, ?, ?, 0)"
        + " ON DUPLICATE KEY UPDATE count = " + (load ? "count + ?, version = version + 1, time = GREATEST(time, ?)"
            : "GREATEST(CAST(count AS SIGNED) + ?, 0), version = version + 1, time = ?");
  }

  /**
   * Connector/J spends more CPU binding a 1024-row statement's 7,000 parameters than writing the text takes
   * (bench/lib/InsertShapes.java: a fifth of a server-side statement's client CPU per row, as many rows/s or more).
   */
  @Override
  public LoadStatementText newLoadStatementText() {
    return new MySqlInsertText();
  }

  /**
   * The binary protocol hands a bytes parameter over as text in the connection's character set (utf8mb4), which
   * refuses invalid UTF-8; relabelled as binary the bytes reach the latin1 columns unchanged.
   */
  @Override
  public String bulkBytesPlaceholder() {
    return "CAST(? AS BINARY)";
  }

  /** The node insert likewise: its payloads (128 bytes median) cost most as escaped SQL text. */
  @Override
  public StatementPreparer bulkInsertReturningIdsPreparer() {
    return (connection, sql) -> connection.unwrap(JdbcConnection.class)
        .serverPrepareStatement(sql, Statement.RETURN_GENERATED_KEYS);
  }

  @Override
  public String bulkLinkConflictClause() {
    return rowAlias ? " AS new ON DUPLICATE KEY UPDATE visibility = new.visibility"
        : " ON DUPLICATE KEY UPDATE visibility = VALUES(visibility)";
  }

  @Override
  public String bulkCountVerb() {
    return "REPLACE INTO";
  }

  @Override
  public String bulkCountConflictClause() {
    return "";
  }

  @Override
  public String linkListSql(TableNames tables, String columns) {
    // The forced backward scan of id1_type returns equal times in descending id2 order [N2]; ORDER BY says so.
    return "SELECT " + columns + " FROM " + tables.link() + " FORCE INDEX (id1_type)"
        + " WHERE id1 = ? AND link_type = ? AND visibility = 1 AND time >= ? AND time <= ?"
        + " ORDER BY time DESC, id2 DESC LIMIT ?, ?";
  }

  @Override
  public void resetNodes(Connection connection, TableNames tables, long startId) throws SQLException {
    try (Statement statement = connection.createStatement()) {
      statement.execute("TRUNCATE TABLE " + tables.node());
      // DDL takes no bind parameters; startId is a Java long, so its decimal form is safe SQL text.
      statement.execute("ALTER TABLE " + tables.node() + " AUTO_INCREMENT = " + startId);
    }
  }

  /** Connector/J reads {@code sessionVariables} back, so multi-row generated keys use the increment (SET would not). */
  @Override
  public Map<String, String> nodeIdClassProperties(NodeIdClass ids, Map<String, String> extra) {
    if (ids.isAll()) {
      return Map.of();
    }
    // auto_increment_offset must lie in 1..increment; offset = modulus stands for residue 0.
    int offset = ids.residue() == 0 ? ids.modulus() : ids.residue();
    String variables = "auto_increment_increment=" + ids.modulus() + ",auto_increment_offset=" + offset;
    String own = extra.get(SESSION_VARIABLES);
    return Map.of(SESSION_VARIABLES, own == null || own.isBlank() ? variables : own + "," + variables);
  }

  private static final String SESSION_VARIABLES = "sessionVariables";

  @Override
  public String nodeInsertWithIdsVerb() {
    return "INSERT IGNORE INTO";
  }

  /** A Galera node (wsrep_on): its cluster's size; MySQL and MariaDB without Galera show no such status. */
  @Override
  public OptionalInt clusterMembers(Connection connection) throws SQLException {
    if (!"ON".equalsIgnoreCase(firstRow(connection, "SHOW VARIABLES LIKE 'wsrep_on'", 2))) {
      return OptionalInt.empty();
    }
    String size = firstRow(connection, "SHOW STATUS LIKE 'wsrep_cluster_size'", 2);
    return OptionalInt.of(size == null ? 1 : Integer.parseInt(size.trim()));
  }

  /** A Galera member is ready once Synced (a joiner or donor answers before it has caught up). */
  @Override
  public boolean readyForWork(Connection connection) throws SQLException {
    String state = firstRow(connection, "SHOW STATUS LIKE 'wsrep_local_state_comment'", 2);
    return state == null || state.equalsIgnoreCase("Synced");
  }

  /** Asked before the load, so no node batch is stored before LOAD DATA is refused. */
  @Override
  public Optional<String> bulkPathRefusal(Connection connection) throws SQLException {
    return "0".equals(firstRow(connection, "SELECT @@local_infile", 1)) ? Optional.of(MySqlLoadData.REFUSAL)
        : Optional.empty();
  }

  @Override
  public String tableChecksumSql(String qualifiedTable) {
    return "CHECKSUM TABLE " + qualifiedTable;
  }

  @Override
  public String schemaExistsSql() {
    return "SELECT 1 FROM information_schema.schemata WHERE schema_name = ?";
  }

  @Override
  public String tableExistsSql() {
    return "SELECT 1 FROM information_schema.tables WHERE table_schema = ? AND table_name = ?";
  }

  /** getLinkList forces index id1_type: without it every range query fails. */
  @Override
  public String linkListIndexExistsSql() {
    return "SELECT 1 FROM information_schema.statistics WHERE table_schema = ? AND table_name = ?"
        + " AND index_name = 'id1_type'";
  }

  @Override
  public String createSchemaSql(String dbid) {
    return "CREATE DATABASE IF NOT EXISTS " + quote(dbid);
  }

  /** The layout of sql/create_innodb.sql; a test keeps the two identical. */
  @Override
  public List<String> createTablesSql(TableNames tables, String dbid, SqlStoreSettings settings) {
    return List.of(
        "CREATE TABLE IF NOT EXISTS " + tables.link() + " ("
            + "id1 BIGINT UNSIGNED NOT NULL DEFAULT 0, id2 BIGINT UNSIGNED NOT NULL DEFAULT 0, "
            + "link_type BIGINT UNSIGNED NOT NULL DEFAULT 0, visibility TINYINT NOT NULL DEFAULT 0, "
            + "data VARCHAR(255) NOT NULL DEFAULT '', time BIGINT UNSIGNED NOT NULL DEFAULT 0, "
            + "version INT UNSIGNED NOT NULL DEFAULT 0, PRIMARY KEY (link_type, id1, id2), "
            + "KEY id1_type (id1, link_type, visibility, time, id2, version, data)"
            + ") ENGINE=InnoDB DEFAULT CHARSET=latin1 PARTITION BY KEY(id1) PARTITIONS 16",
        "CREATE TABLE IF NOT EXISTS " + tables.count() + " ("
            + "id BIGINT UNSIGNED NOT NULL DEFAULT 0, link_type BIGINT UNSIGNED NOT NULL DEFAULT 0, "
            + "count INT UNSIGNED NOT NULL DEFAULT 0, time BIGINT UNSIGNED NOT NULL DEFAULT 0, "
            + "version BIGINT UNSIGNED NOT NULL DEFAULT 0, PRIMARY KEY (id, link_type)"
            + ") ENGINE=InnoDB DEFAULT CHARSET=latin1",
        "CREATE TABLE IF NOT EXISTS " + tables.node() + " ("
            + "id BIGINT UNSIGNED NOT NULL AUTO_INCREMENT, type INT UNSIGNED NOT NULL, "
            + "version BIGINT UNSIGNED NOT NULL, time INT UNSIGNED NOT NULL, data MEDIUMTEXT NOT NULL, "
            + "PRIMARY KEY (id)) ENGINE=InnoDB DEFAULT CHARSET=latin1");
  }

  @Override
  public String createTablesHint(SqlStoreSettings settings) {
    String login = "mysql -h " + settings.host() + " -P " + settings.port() + " -u " + settings.user() + " -p";
    return login + " -e 'CREATE DATABASE IF NOT EXISTS " + settings.dbid() + "' && " + login + " "
        + settings.dbid() + " < sql/create_innodb.sql";
  }
}
