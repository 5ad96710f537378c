import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;

/**
 * Side by side, in one run and on one table, the ways Connector/J can send the load's link batches:
 * client-side multi-row INSERTs (the driver renders the SQL text), server-side prepared multi-row
 * INSERTs (binary protocol, one prepared statement per shape), single-row INSERTs batched with
 * rewriteBatchedStatements, and the text written by the caller and sent as a plain statement (what
 * the load does on MySQL). Prints wall rows/s and the JVM's CPU per row for each, rounds
 * interleaved so a noisy machine hurts every shape alike.
 *
 *   java -cp 'target/lib/*' bench/lib/InsertShapes.java [url] [rows] [rounds]
 */
public final class InsertShapes {
  private static final String TABLE = "lb_insert_shapes.linktable";
  private static final String COLUMNS = "(id1, id2, link_type, visibility, data, time, version)";
  private static final String CONFLICT = " ON DUPLICATE KEY UPDATE visibility = VALUES(visibility)";

  record Row(long id1, long id2, long type, byte[] data, long time) {
  }

  interface Shape {
    String name();

    void insert(List<Row> rows) throws SQLException;

    void close() throws SQLException;
  }

  public static void main(String[] args) throws Exception {
    String url = args.length > 0 ? args[0] : "jdbc:mysql://127.0.0.1:3306/?user=root&password=";
    int rows = args.length > 1 ? Integer.parseInt(args[1]) : 300_000;
    int rounds = args.length > 2 ? Integer.parseInt(args[2]) : 2;
    List<Row> data = rows(rows);
    try (Connection admin = DriverManager.getConnection(url); Statement s = admin.createStatement()) {
      s.execute("CREATE DATABASE IF NOT EXISTS lb_insert_shapes");
      s.execute("DROP TABLE IF EXISTS " + TABLE);
      s.execute("CREATE TABLE " + TABLE + " (id1 BIGINT UNSIGNED NOT NULL DEFAULT 0, id2 BIGINT UNSIGNED NOT NULL"
          + " DEFAULT 0, link_type BIGINT UNSIGNED NOT NULL DEFAULT 0, visibility TINYINT NOT NULL DEFAULT 0,"
          + " data VARCHAR(255) NOT NULL DEFAULT '', time BIGINT UNSIGNED NOT NULL DEFAULT 0, version INT UNSIGNED"
          + " NOT NULL DEFAULT 0, PRIMARY KEY (link_type, id1, id2), KEY id1_type (id1, link_type, visibility, time,"
          + " id2, version, data)) ENGINE=InnoDB DEFAULT CHARSET=latin1 PARTITION BY KEY(id1) PARTITIONS 16");
    }
    String sep = url.contains("?") ? "&" : "?";
    String props = sep + "useAffectedRows=true&useLocalSessionState=true&useLocalTransactionState=true";
    List<Shape> shapes = List.of(
        multiRow(url + props, 1024, false),
        multiRow(url + props, 1024, true),
        multiRow(url + props, 256, true),
        multiRow(url + props, 4096, true),
        rewritten(url + props + "&rewriteBatchedStatements=true", 1024),
        rendered(url + props, 1024));
    double[][] cpu = new double[shapes.size()][rounds];
    double[][] rate = new double[shapes.size()][rounds];
    for (int round = 0; round < rounds; round++) {
      for (int i = 0; i < shapes.size(); i++) {
        truncate(url);
        // warm the JIT and the statement once per shape and round on a small prefix, then measure
        shapes.get(i).insert(data.subList(0, 8192));
        truncate(url);
        System.gc();
        long cpu0 = processCpu();
        long wall0 = System.nanoTime();
        shapes.get(i).insert(data);
        long wall = System.nanoTime() - wall0;
        cpu[i][round] = (processCpu() - cpu0) / 1e3 / rows;
        rate[i][round] = rows / (wall / 1e9);
        System.out.printf(Locale.ROOT, "round %d %-26s %9.0f rows/s  %6.2f us JVM CPU/row%n", round,
            shapes.get(i).name(), rate[i][round], cpu[i][round]);
      }
    }
    System.out.println("shape                      rows/s(best)  us JVM CPU/row(best)");
    for (int i = 0; i < shapes.size(); i++) {
      double bestRate = 0;
      double bestCpu = Double.MAX_VALUE;
      for (int r = 0; r < rounds; r++) {
        bestRate = Math.max(bestRate, rate[i][r]);
        bestCpu = Math.min(bestCpu, cpu[i][r]);
      }
      System.out.printf(Locale.ROOT, "%-26s %12.0f %17.2f%n", shapes.get(i).name(), bestRate, bestCpu);
      shapes.get(i).close();
    }
  }

  /** The whole JVM's CPU (loading thread, JIT, GC): what the driver takes from a shared machine. */
  private static long processCpu() {
    return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
        .getProcessCpuTime();
  }

  private static void truncate(String url) throws SQLException {
    try (Connection admin = DriverManager.getConnection(url); Statement s = admin.createStatement()) {
      s.execute("TRUNCATE TABLE " + TABLE);
    }
  }

  private static List<Row> rows(int count) {
    Random rng = new Random(1);
    List<Row> rows = new ArrayList<>(count);
    long id1 = 1;
    while (rows.size() < count) {
      int links = 1 + rng.nextInt(16);
      for (int i = 0; i < links && rows.size() < count; i++) {
        byte[] data = new byte[Math.min(255, (int) Math.exp(Math.log(8) + rng.nextGaussian()))];
        for (int b = 0; b < data.length; b++) {
          data[b] = (byte) (32 + rng.nextInt(69));
        }
        rows.add(new Row(id1, id1 + i, 123456789L, data, 1_790_000_000_000L + rng.nextInt()));
      }
      id1++;
    }
    return rows;
  }

  private static String values(int rows) {
    StringBuilder text = new StringBuilder("INSERT INTO " + TABLE + " " + COLUMNS + " VALUES ");
    for (int i = 0; i < rows; i++) {
      text.append(i == 0 ? "" : ", ").append("(?, ?, ?, ?, ?, ?, ?)");
    }
    return text.append(CONFLICT).toString();
  }

  private static int bind(PreparedStatement statement, int index, Row row) throws SQLException {
    statement.setLong(index++, row.id1());
    statement.setLong(index++, row.id2());
    statement.setLong(index++, row.type());
    statement.setByte(index++, (byte) 1);
    statement.setBytes(index++, row.data());
    statement.setLong(index++, row.time());
    statement.setInt(index++, 0);
    return index;
  }

  private static Shape multiRow(String url, int batch, boolean serverSide) throws SQLException {
    Connection connection = DriverManager.getConnection(url);
    connection.setAutoCommit(false);
    String sql = values(batch);
    PreparedStatement full = serverSide
        ? connection.unwrap(com.mysql.cj.jdbc.JdbcConnection.class).serverPrepareStatement(sql)
        : connection.prepareStatement(sql);
    return new Shape() {
      @Override
      public String name() {
        return (serverSide ? "server" : "client") + " multi-row " + batch;
      }

      @Override
      public void insert(List<Row> rows) throws SQLException {
        for (int from = 0; from < rows.size(); from += batch) {
          List<Row> slice = rows.subList(from, Math.min(rows.size(), from + batch));
          PreparedStatement statement =
              slice.size() == batch ? full : connection.prepareStatement(values(slice.size()));
          int index = 1;
          for (Row row : slice) {
            index = bind(statement, index, row);
          }
          statement.executeUpdate();
          if (statement == full) {
            statement.clearParameters();
          } else {
            statement.close();
          }
          connection.commit();
        }
      }

      @Override
      public void close() throws SQLException {
        connection.close();
      }
    };
  }

  private static Shape rewritten(String url, int batch) throws SQLException {
    Connection connection = DriverManager.getConnection(url);
    connection.setAutoCommit(false);
    PreparedStatement single = connection.prepareStatement(values(1));
    return new Shape() {
      @Override
      public String name() {
        return "rewriteBatched " + batch;
      }

      @Override
      public void insert(List<Row> rows) throws SQLException {
        for (int from = 0; from < rows.size(); from += batch) {
          for (Row row : rows.subList(from, Math.min(rows.size(), from + batch))) {
            bind(single, 1, row);
            single.addBatch();
          }
          single.executeBatch();
          connection.commit();
        }
      }

      @Override
      public void close() throws SQLException {
        connection.close();
      }
    };
  }

  private static final char[] HEX = "0123456789ABCDEF".toCharArray();

  /**
   * The statement text rendered here, as LinkBench does, and sent as a plain statement: printable
   * payloads quoted as they are, any other as a hex literal (stored byte for byte in a latin1 column).
   */
  private static Shape rendered(String url, int batch) throws SQLException {
    Connection connection = DriverManager.getConnection(url);
    connection.setAutoCommit(false);
    Statement statement = connection.createStatement();
    statement.setEscapeProcessing(false);
    StringBuilder text = new StringBuilder(64 * 1024);
    String head = "INSERT INTO " + TABLE + " " + COLUMNS + " VALUES ";
    return new Shape() {
      @Override
      public String name() {
        return "rendered text " + batch;
      }

      @Override
      public void insert(List<Row> rows) throws SQLException {
        for (int from = 0; from < rows.size(); from += batch) {
          text.setLength(0);
          text.append(head);
          int end = Math.min(rows.size(), from + batch);
          for (int r = from; r < end; r++) {
            Row row = rows.get(r);
            text.append(r == from ? "(" : ", (").append(row.id1()).append(',').append(row.id2()).append(',')
                .append(row.type()).append(",1,");
            byte[] data = row.data();
            boolean plain = true;
            for (byte b : data) {
              if (b < 32 || b > 126 || b == '\\' || b == '\'') {
                plain = false;
                break;
              }
            }
            if (data.length == 0) {
              text.append("''");
            } else if (plain) {
              text.append('\'');
              for (byte b : data) {
                text.append((char) b);
              }
              text.append('\'');
            } else {
              text.append("X'");
              for (byte b : data) {
                text.append(HEX[(b >> 4) & 15]).append(HEX[b & 15]);
              }
              text.append('\'');
            }
            text.append(',').append(row.time()).append(",0)");
          }
          text.append(CONFLICT);
          statement.executeUpdate(text.toString());
          connection.commit();
        }
      }

      @Override
      public void close() throws SQLException {
        connection.close();
      }
    };
  }
}
