package com.linkbenchx.store.embedded;

import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.mysql.MySqlDialect;
import com.linkbenchx.store.sql.TestDatabase;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;

/**
 * Supplies a {@link TestDatabase} on the embedded MariaDB server. The server is started once per
 * test JVM (kept in JUnit's root store and stopped when the run ends), under
 * {@code target/embedded-mariadb-FORK}, with a test database created as utf8mb4 so every test also
 * proves that payload bytes survive a utf8mb4 default character set.
 */
public final class EmbeddedMariaDbExtension implements ParameterResolver {
  public static final String TEST_DBID = "linkbench_test";
  private static final ExtensionContext.Namespace NAMESPACE = ExtensionContext.Namespace.create(
      EmbeddedMariaDbExtension.class);

  @Override
  public boolean supportsParameter(ParameterContext parameter, ExtensionContext context) {
    Class<?> type = parameter.getParameter().getType();
    return type == TestDatabase.class || type == RunningServer.class;
  }

  @Override
  public Object resolveParameter(ParameterContext parameter, ExtensionContext context) {
    RunningServer server = context.getRoot().getStore(NAMESPACE)
        .getOrComputeIfAbsent(RunningServer.class, key -> RunningServer.start(), RunningServer.class);
    return parameter.getParameter().getType() == RunningServer.class ? server : server.database();
  }

  /** The shared server; closed by JUnit at the end of the run. */
  public static final class RunningServer implements ExtensionContext.Store.CloseableResource {
    private final EmbeddedMariaDbServer server;
    private final TestDatabase database;

    private RunningServer(EmbeddedMariaDbServer server) {
      this.server = server;
      this.database = new TestDatabase(new MySqlDialect(), "127.0.0.1", server.port(), "root", "", "", TEST_DBID);
    }

    static RunningServer start() {
      EmbeddedMariaDbServer server = new EmbeddedMariaDbServer(new EmbeddedSettings(directory(), null, 0, List.of()));
      try {
        server.start();
        RunningServer running = new RunningServer(server);
        try (Connection connection = running.database.connect(); Statement statement = connection.createStatement()) {
          statement.execute("CREATE DATABASE IF NOT EXISTS " + TEST_DBID + " DEFAULT CHARACTER SET utf8mb4");
        }
        return running;
      } catch (StoreException | java.sql.SQLException e) {
        server.close();
        throw new IllegalStateException("embedded MariaDB for tests: " + e.getMessage(), e);
      }
    }

    /** Per surefire fork ({@code linkbench.test.fork}): two servers in one data directory would fight over it. */
    public static Path directory() {
      String fork = System.getProperty("linkbench.test.fork", "");
      return projectDir().resolve("target").resolve(fork.isEmpty() ? "embedded-mariadb" : "embedded-mariadb-" + fork);
    }

    static Path projectDir() {
      return com.linkbenchx.TestProject.DIR;
    }

    public TestDatabase database() {
      return database;
    }

    public int port() {
      return server.port();
    }

    @Override
    public void close() {
      server.close();
    }
  }
}
