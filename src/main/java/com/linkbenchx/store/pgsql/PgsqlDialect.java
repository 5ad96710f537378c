package com.linkbenchx.store.pgsql;

import static com.linkbenchx.store.sql.SqlConnector.firstRow;
import static com.linkbenchx.store.sql.SqlConnector.firstValue;

import com.linkbenchx.store.NodeIdClass;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.store.sql.ConnectionLimit;
import com.linkbenchx.store.sql.ServerBulkPath;
import com.linkbenchx.store.sql.SqlDefaults;
import com.linkbenchx.store.sql.SqlDialect;
import com.linkbenchx.store.sql.SqlErrorCodes;
import com.linkbenchx.store.sql.SqlStoreSettings;
import com.linkbenchx.store.sql.TableNames;
import com.linkbenchx.store.sql.TouchOutcome;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** PostgreSQL with pgjdbc: the dbid is a schema in {@code pgsql_database}; payloads are bytea, node ids bigserial. */
public final class PgsqlDialect implements SqlDialect {
  private static final SqlErrorCodes ERROR_CODES = new SqlErrorCodes(
      // serialization failure, deadlock detected, lock not available (lock_timeout) [A5]
      Set.of("40001", "40P01", "55P03"), Set.of(),
      // admin shutdown / pg_terminate_backend, crash shutdown, cannot connect now
      Set.of("57P01", "57P02", "57P03"), Set.of(),
      // query cancelled (statement_timeout or cancel request)
      Set.of("57014"), Set.of(),
      Set.of()); // unique_violation has the standard SQLState 23505

  private static final Map<String, String> REQUIRED = Map.of("tcpKeepAlive", "true", "ApplicationName", "linkbenchx");

  /** Extra properties that would break what this store relies on, and why. */
  private static final Map<String, String> FORBIDDEN = Map.of(
      "connectTimeout", "it comes from the key " + ConnectionKeys.CONNECT_TIMEOUT_SECONDS.name(),
      "loginTimeout", "it comes from the key " + ConnectionKeys.CONNECT_TIMEOUT_SECONDS.name(),
      "socketTimeout", "it comes from the keys " + ConnectionKeys.CONNECT_TIMEOUT_SECONDS.name() + " (login) and "
          + ConnectionKeys.READ_TIMEOUT_SECONDS.name(),
      "user", "it comes from the key user",
      "password", "it comes from the key password, password_file or LINKBENCH_PASSWORD");

  @Override
  public String name() {
    return "PostgreSQL";
  }

  @Override
  public SqlDefaults defaults() {
    return new SqlDefaults(5432, PgsqlKeys.DATABASE);
  }

  @Override
  public String serverVersionSql() {
    return "SHOW server_version";
  }

  /**
   * max_connections less the slots kept for superusers (superuser_reserved_connections) and, on 16+, for members of
   * pg_use_reserved_connections (reserved_connections), unless the user may take them; client backends are in use.
   */
  @Override
  public ConnectionLimit connectionLimit(Connection connection) throws SQLException {
    String sql = "SELECT current_setting('max_connections')::int,"
        + " current_setting('superuser_reserved_connections')::int,"
        + " COALESCE(current_setting('reserved_connections', true), '0')::int,"
        + " (SELECT rolsuper FROM pg_roles WHERE rolname = current_user),"
        + " EXISTS (SELECT 1 FROM pg_roles r WHERE r.rolname = 'pg_use_reserved_connections'"
        + " AND pg_has_role(current_user, r.oid, 'MEMBER')),"
        + " (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend')";
    try (Statement statement = connection.createStatement(); ResultSet row = statement.executeQuery(sql)) {
      row.next();
      long max = row.getLong(1);
      long superuserSlots = row.getLong(2);
      long reservedSlots = row.getLong(3);
      boolean superuser = row.getBoolean(4);
      boolean reservedMember = row.getBoolean(5);
      long kept = superuser ? 0 : superuserSlots + (reservedMember ? 0 : reservedSlots);
      String allowance = superuser ? "max_connections; superusers may use the reserved slots"
          : "max_connections " + max + " - superuser_reserved_connections " + superuserSlots
              + (reservedSlots > 0 && !reservedMember ? " - reserved_connections " + reservedSlots : "");
      return new ConnectionLimit(max - kept, row.getLong(6), allowance, "max_connections");
    }
  }

  @Override
  public String jdbcUrl(SqlStoreSettings settings) {
    return "jdbc:postgresql://" + settings.endpoint() + "/" + settings.database();
  }

  @Override
  public Map<String, String> requiredProperties() {
    return REQUIRED;
  }

  /** In seconds: socketTimeout bounds each read of the login, loginTimeout the whole attempt (sslmode=prefer: two). */
  @Override
  public Map<String, String> timeoutProperties(int connectSeconds) {
    String seconds = Integer.toString(connectSeconds);
    return Map.of("connectTimeout", seconds, "socketTimeout", seconds, "loginTimeout", seconds);
  }

  @Override
  public Map<String, String> forbiddenProperties() {
    return FORBIDDEN;
  }

  @Override
  public ServerBulkPath newBulkPath() {
    return new PgsqlCopy();
  }

  @Override
  public SqlErrorCodes errorCodes() {
    return ERROR_CODES;
  }

  @Override
  public String quote(String identifier) {
    return "\"" + identifier + "\"";
  }

  /** pgjdbc sends the parameter count as an unsigned 16-bit number; stay within the signed range. */
  @Override
  public int maxBindParameters() {
    return 32_767;
  }

  /** pgJDBC sends one text's statements behind a single Sync: a write and its COMMIT in one round trip. */
  @Override
  public String commitSuffix() {
    return "; COMMIT";
  }

  /** pgJDBC asks for generated keys by appending RETURNING to the text, which would land on the COMMIT. */
  @Override
  public boolean generatedKeysWithCommit() {
    return false;
  }

  /**
   * The update only fires when the visibility differs, so "existed unchanged" returns no row; xmax is 0 only for a
   * freshly inserted tuple. ON CONFLICT DO UPDATE locks the existing row even when its WHERE is false.
   */
  @Override
  public String touchLinkSql(TableNames tables) {
    return "INSERT INTO " + tables.link() + " AS t (id1, id2, link_type, visibility, data, time, version)"
        + " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (link_type, id1, id2) DO UPDATE SET visibility = ?"
        + " WHERE t.visibility <> EXCLUDED.visibility RETURNING (xmax = 0) AS inserted";
  }

  @Override
  public TouchOutcome touchLink(PreparedStatement touch) throws SQLException {
    try (ResultSet row = touch.executeQuery()) {
      if (!row.next()) {
        return TouchOutcome.UNCHANGED;
      }
      return row.getBoolean(1) ? TouchOutcome.INSERTED : TouchOutcome.VISIBILITY_CHANGED;
    }
  }

  @Override
  public String upsertCountSql(TableNames tables, boolean load) {
    return "INSERT INTO " + tables.count() + " AS c (id, link_type, count, time, version) VALUES (?, ?, ?, ?, 0)"
        + " ON CONFLICT (id, link_type) DO UPDATE SET count = " + (load ? "c.count + ?" : "GREATEST(c.count + ?, 0)")
        + ", version = c.version + 1, time = " + (load ? "GREATEST(c.time, ?)" : "?");
  }

  @Override
  public String bulkLinkConflictClause() {
    return " ON CONFLICT (link_type, id1, id2) DO UPDATE SET visibility = EXCLUDED.visibility";
  }

  @Override
  public String bulkCountVerb() {
    return "INSERT INTO";
  }

  @Override
  public String bulkCountConflictClause() {
    return " ON CONFLICT (id, link_type) DO UPDATE SET count = EXCLUDED.count, time = EXCLUDED.time,"
        + " version = EXCLUDED.version";
  }

  @Override
  public String linkListSql(TableNames tables, String columns) {
    return "SELECT " + columns + " FROM " + tables.link()
        + " WHERE id1 = ? AND link_type = ? AND visibility = 1 AND time >= ? AND time <= ?"
        + " ORDER BY time DESC, id2 DESC OFFSET ? LIMIT ?";
  }

  @Override
  public void resetNodes(Connection connection, TableNames tables, long startId) throws SQLException {
    try (Statement truncate = connection.createStatement()) {
      truncate.execute("TRUNCATE TABLE " + tables.node());
    }
    firstValue(connection, "SELECT setval(pg_get_serial_sequence(?, 'id'), ?, false)", tables.node(), startId);
  }

  /**
   * A shard's node ids come from its own sequence, stepping by the number of shards: the increment is set here (kept in
   * the schema), and the next value moved into the shard's class, past every stored id, when it is not there already.
   */
  @Override
  public void setUpNodeIdClass(Connection connection, TableNames tables, NodeIdClass ids) throws SQLException {
    String sequence = firstValue(connection, "SELECT pg_get_serial_sequence(?, 'id')", tables.node());
    if (sequence == null) {
      throw new SQLException("column id of " + tables.node() + " has no sequence (expected bigserial)", "42P01");
    }
    String increment =
        firstValue(connection, "SELECT seqincrement FROM pg_sequence WHERE seqrelid = ?::regclass", sequence);
    long next;
    try (Statement statement = connection.createStatement()) {
      if (Long.parseLong(increment) != ids.modulus()) {
        statement.execute("ALTER SEQUENCE " + sequence + " INCREMENT BY " + ids.modulus());
      }
      try (ResultSet row = statement.executeQuery("SELECT last_value, is_called FROM " + sequence)) {
        row.next();
        next = row.getBoolean(2) ? row.getLong(1) + ids.modulus() : row.getLong(1);
      }
    }
    long maxId = Long.parseLong(firstRow(connection, "SELECT COALESCE(MAX(id), 0) FROM " + tables.node(), 1));
    if (!ids.contains(next) || next <= maxId) {
      long start = ids.firstAtOrAbove(Math.max(next, maxId + 1));
      firstValue(connection, "SELECT setval(?::regclass, ?, false)", sequence, start);
    }
  }

  @Override
  public String tableChecksumSql(String qualifiedTable) {
    return "SELECT COUNT(*), COALESCE(SUM(('x' || substr(md5(t::text), 1, 15))::bit(60)::bigint), 0) FROM "
        + qualifiedTable + " t";
  }

  @Override
  public String schemaExistsSql() {
    return "SELECT 1 FROM pg_namespace WHERE nspname = ?";
  }

  /** Any relation of that name (a view, a sequence too), so it is checked rather than taken as missing. */
  @Override
  public String tableExistsSql() {
    return "SELECT 1 FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = ?"
        + " AND c.relname = ?";
  }

  @Override
  public String createSchemaSql(String dbid) {
    return "CREATE SCHEMA IF NOT EXISTS " + quote(dbid);
  }

  /** The layout of sql/create_postgres.sql; a test keeps the two identical. */
  @Override
  public List<String> createTablesSql(TableNames tables, String dbid, SqlStoreSettings settings) {
    // Index names are per schema: only the standard link table gets the plain name id1_type.
    String index = settings.linkTable().equals("linktable") ? "id1_type" : settings.linkTable() + "_id1_type";
    return List.of(
        "CREATE TABLE IF NOT EXISTS " + tables.link() + " ("
            + "id1 bigint NOT NULL DEFAULT 0, id2 bigint NOT NULL DEFAULT 0, link_type bigint NOT NULL DEFAULT 0, "
            + "visibility smallint NOT NULL DEFAULT 0, data bytea NOT NULL DEFAULT '', "
            + "time bigint NOT NULL DEFAULT 0, version int NOT NULL DEFAULT 0, PRIMARY KEY (link_type, id1, id2))",
        "CREATE INDEX IF NOT EXISTS " + quote(index) + " ON " + tables.link()
            + " (id1, link_type, visibility, time, id2, version, data)",
        "CREATE TABLE IF NOT EXISTS " + tables.count() + " ("
            + "id bigint NOT NULL DEFAULT 0, link_type bigint NOT NULL DEFAULT 0, count bigint NOT NULL DEFAULT 0, "
            + "time bigint NOT NULL DEFAULT 0, version bigint NOT NULL DEFAULT 0, PRIMARY KEY (id, link_type))",
        "CREATE TABLE IF NOT EXISTS " + tables.node() + " ("
            + "id bigserial NOT NULL, type int NOT NULL, version bigint NOT NULL, time int NOT NULL, "
            + "data bytea NOT NULL, PRIMARY KEY (id))");
  }

  @Override
  public String createTablesHint(SqlStoreSettings settings) {
    return "psql -h " + settings.host() + " -p " + settings.port() + " -U " + settings.user() + " -d "
        + settings.database() + " -v schema=" + settings.dbid() + " -f sql/create_postgres.sql";
  }
}
