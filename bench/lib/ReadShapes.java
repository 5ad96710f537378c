import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Side by side, in one run against a loaded graph, the client CPU of the request phase's link-list
 * read as Connector/J can run it: a client-side statement (SQL text out, rows read as text) and a
 * server-side prepared one (binary protocol both ways). Each shape runs the same id1s, rows read
 * as the store reads them; rounds interleave so a noisy machine hurts every shape alike. Prints
 * the reading thread's CPU per query and per row, and the heap it allocated per query (the
 * allocation counts do not move with the machine's load). The metadata shape asks Connector/J to
 * cache each statement's column definitions ({@code cacheResultSetMetadata}).
 *
 *   java -cp 'target/lib/*' bench/lib/ReadShapes.java [url] [dbid] [maxid1] [queries] [rounds]
 */
public final class ReadShapes {
  private static final long[] LINK_TYPES = {123456789L, 123456790L};
  /** A plain 16 kB buffer instead of the read-ahead stream, which asks the socket how much is available before each read. */
  private static final String BUFFERED = "&useReadAheadInput=false&useUnbufferedInput=false";
  private static final String CACHED_METADATA = "&cacheResultSetMetadata=true";

  /** A way to run the query: its name, extra connection properties and how the statement is prepared. */
  record Shape(String name, String properties, PrepareFunction prepare) {
  }

  public static void main(String[] args) throws Exception {
    String url = args.length > 0 ? args[0] : "jdbc:mysql://127.0.0.1:3306/?user=root&password=";
    String dbid = args.length > 1 ? args[1] : "linkbench_sweep";
    long maxId1 = args.length > 2 ? Long.parseLong(args[2]) : 100_001;
    int queries = args.length > 3 ? Integer.parseInt(args[3]) : 20_000;
    int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 3;
    String sep = url.contains("?") ? "&" : "?";
    String props = sep + "useAffectedRows=true&useLocalSessionState=true&useLocalTransactionState=true";
    String sql = "SELECT id1, id2, link_type, visibility, data, time, version FROM `" + dbid + "`.`linktable`"
        + " FORCE INDEX (id1_type) WHERE id1 = ? AND link_type = ? AND visibility = 1 AND time >= ? AND time <= ?"
        + " ORDER BY time DESC, id2 DESC LIMIT ?, ?";
    PrepareFunction client = Connection::prepareStatement;
    PrepareFunction server = (c, s) -> c.unwrap(com.mysql.cj.jdbc.JdbcConnection.class).serverPrepareStatement(s);
    List<Shape> shapes = List.of(
        new Shape("client", "", client),
        new Shape("server", "", server),
        new Shape("client-buf", BUFFERED, client),
        new Shape("server-buf", BUFFERED, server),
        new Shape("client-meta", BUFFERED + CACHED_METADATA, client));
    var threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    List<Connection> connections = new ArrayList<>();
    try {
      List<PreparedStatement> statements = new ArrayList<>();
      for (Shape shape : shapes) {
        Connection connection = DriverManager.getConnection(url + props + shape.properties());
        connections.add(connection);
        statements.add(shape.prepare().apply(connection, sql));
      }
      for (int round = 0; round < rounds; round++) {
        for (int i = 0; i < shapes.size(); i++) {
          Random random = new Random(round);
          long rows = 0;
          long cpu = threads.getCurrentThreadCpuTime();
          long allocated = threads.getCurrentThreadAllocatedBytes();
          long wall = System.nanoTime();
          for (int q = 0; q < queries; q++) {
            rows += linkList(statements.get(i), 1 + (long) (random.nextDouble() * (maxId1 - 1)),
                LINK_TYPES[random.nextInt(LINK_TYPES.length)]);
          }
          cpu = threads.getCurrentThreadCpuTime() - cpu;
          allocated = threads.getCurrentThreadAllocatedBytes() - allocated;
          wall = System.nanoTime() - wall;
          System.out.printf(Locale.ROOT,
              "round %d %-12s queries %d rows %d cpu_us/query %.1f cpu_ns/row %.0f wall_us/query %.1f alloc_b/query %.0f%n",
              round, shapes.get(i).name(), queries, rows, cpu / 1e3 / queries, rows == 0 ? 0.0 : (double) cpu / rows,
              wall / 1e3 / queries, (double) allocated / queries);
        }
      }
    } finally {
      for (Connection connection : connections) {
        connection.close();
      }
    }
  }

  @FunctionalInterface
  interface PrepareFunction {
    PreparedStatement apply(Connection connection, String sql) throws SQLException;
  }

  /** One query, its rows read as the store reads them; returns the row count. */
  private static int linkList(PreparedStatement query, long id1, long linkType) throws SQLException {
    query.setLong(1, id1);
    query.setLong(2, linkType);
    query.setLong(3, 0);
    query.setLong(4, Long.MAX_VALUE);
    query.setInt(5, 0);
    query.setInt(6, 10_000);
    int rows = 0;
    long sink = 0;
    try (ResultSet row = query.executeQuery()) {
      while (row.next()) {
        sink += row.getLong(1) + row.getLong(3) + row.getLong(2) + row.getByte(4) + row.getBytes(5).length
            + row.getInt(7) + row.getLong(6);
        rows++;
      }
    }
    return sink == 42 ? rows + 1 : rows;
  }
}
