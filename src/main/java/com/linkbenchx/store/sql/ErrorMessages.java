package com.linkbenchx.store.sql;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.store.connection.ErrorText;
import java.net.ConnectException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;

/** One-line failure messages that name the server and never contain the password. */
final class ErrorMessages {

  /** SQLState of a connection to a database that does not exist. */
  private static final String NO_SUCH_DATABASE = "3D000";

  private final String product;
  private final ErrorText errorText;
  private final ConfigKey<String> databaseKey;
  private final String database;
  private final int connectTimeoutSeconds;

  ErrorMessages(SqlDialect dialect, SqlStoreSettings settings, int connectTimeoutSeconds) {
    this.connectTimeoutSeconds = connectTimeoutSeconds;
    this.product = dialect.name();
    this.errorText = new ErrorText(product, settings.endpoint(), settings.password().reveal());
    this.databaseKey = dialect.defaults().databaseKey();
    this.database = settings.database();
  }

  String product() {
    return product;
  }

  /** "<product> <operation> failed at host:port: <first line> (SQLState s, error n)[ after N retries]". */
  String failure(String operation, SQLException error, int retries) {
    return errorText.failure(operation, oneLine(error), retries);
  }

  /** "Cannot connect to <product> at host:port: <first line> (...)". */
  String cannotConnect(SQLException error) {
    return errorText.cannotConnect(networkCause(error) + oneLine(error) + missingDatabaseHint(error));
  }

  /** Names the key that chose the missing database, since the server only names the database. */
  private String missingDatabaseHint(SQLException error) {
    if (databaseKey == null || !NO_SUCH_DATABASE.equals(error.getSQLState())) {
      return "";
    }
    return "; set " + databaseKey.name() + " (now '" + database + "') to an existing database, or create it"
        + " (CREATE DATABASE " + database + ")";
  }

  /** The driver's "Communications link failure" hides the useful part: say what the network said. */
  private String networkCause(Throwable error) {
    for (Throwable cause = error; cause != null; cause = cause.getCause()) {
      if (cause instanceof UnknownHostException) {
        return ErrorText.UNKNOWN_HOST;
      }
      if (cause instanceof ConnectException) {
        return ErrorText.CONNECTION_REFUSED;
      }
      if (cause instanceof SocketTimeoutException || String.valueOf(cause.getMessage()).contains("timed out")) {
        // A server that accepts and never answers (a stopped process, a stuck proxy) ends here.
        return "no answer within " + connectTimeoutSeconds + " s ("
            + ConnectionKeys.CONNECT_TIMEOUT_SECONDS.name() + "); ";
      }
    }
    return "";
  }

  /** The server stayed unreachable past {@code store_outage_limit_seconds}. */
  String unreachable(long limitSeconds, SQLException error) {
    return errorText.unreachable(limitSeconds, oneLine(error));
  }

  String oneLine(SQLException error) {
    String message = ErrorText.firstLine(error.getMessage());
    return errorText.scrub(message) + " (SQLState " + error.getSQLState() + ", error " + error.getErrorCode() + ")";
  }
}
