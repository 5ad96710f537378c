package com.linkbenchx.store.sql;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.util.Properties;
import java.util.logging.Logger;

/**
 * A JDBC driver for tests that wraps the real one: URLs {@code jdbc:<name>:mysql://...} reach the
 * real driver as {@code jdbc:mysql://...}, and each connection is handed to {@link #intercept}, which
 * can make real servers fail or interfere at chosen moments (a commit refused, another node's write
 * slipped in before a commit).
 */
public abstract class InterceptingDriver implements Driver {
  private final String prefix;

  /** @param name the URL sub-protocol this driver answers to, e.g. "lbx-conflict" */
  protected InterceptingDriver(String name) {
    this.prefix = "jdbc:" + name + ":";
  }

  /** The connection the store gets, built around the real one. */
  protected abstract Connection intercept(Connection real) throws SQLException;

  /**
   * {@code dialect} with its JDBC URLs pointing at this driver, which is registered with
   * DriverManager.
   */
  public SqlDialect dialectThrough(SqlDialect dialect) throws SQLException {
    DriverManager.registerDriver(this);
    return proxy(dialect);
  }

  /** The dialect with its URL pointed here; adapted to a server (forServer), it still is. */
  private SqlDialect proxy(SqlDialect dialect) {
    return (SqlDialect) Proxy.newProxyInstance(SqlDialect.class.getClassLoader(), new Class<?>[] {SqlDialect.class},
        (proxy, method, args) -> {
          Object result = invoke(dialect, method, args);
          if (method.getName().equals("forServer")) {
            return proxy((SqlDialect) result);
          }
          return method.getName().equals("jdbcUrl") ? prefix + ((String) result).substring("jdbc:".length()) : result;
        });
  }

  /** A connection whose every call goes to {@code handler} (which passes it on with {@link #invoke}). */
  protected static Connection connectionThrough(InvocationHandler handler) {
    return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
        handler);
  }

  /** Calls {@code method} on {@code target}, throwing what it throws (for proxies' handlers). */
  public static Object invoke(Object target, Method method, Object[] args) throws Throwable {
    try {
      return method.invoke(target, args);
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  @Override
  public final Connection connect(String url, Properties info) throws SQLException {
    if (!acceptsURL(url)) {
      return null;
    }
    return intercept(DriverManager.getConnection("jdbc:" + url.substring(prefix.length()), info));
  }

  @Override
  public boolean acceptsURL(String url) {
    return url.startsWith(prefix);
  }

  @Override
  public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) {
    return new DriverPropertyInfo[0];
  }

  @Override
  public int getMajorVersion() {
    return 1;
  }

  @Override
  public int getMinorVersion() {
    return 0;
  }

  @Override
  public boolean jdbcCompliant() {
    return false;
  }

  @Override
  public Logger getParentLogger() {
    return Logger.getGlobal();
  }
}
