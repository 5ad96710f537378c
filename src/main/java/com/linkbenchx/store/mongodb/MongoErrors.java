package com.linkbenchx.store.mongodb;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.connection.ErrorText;
import com.mongodb.MongoBulkWriteException;
import com.mongodb.MongoClientException;
import com.mongodb.MongoCommandException;
import com.mongodb.MongoException;
import com.mongodb.MongoExecutionTimeoutException;
import com.mongodb.MongoInterruptedException;
import com.mongodb.MongoNodeIsRecoveringException;
import com.mongodb.MongoNotPrimaryException;
import com.mongodb.MongoOperationTimeoutException;
import com.mongodb.MongoSecurityException;
import com.mongodb.MongoSocketException;
import com.mongodb.MongoSocketReadTimeoutException;
import com.mongodb.MongoTimeoutException;
import com.mongodb.MongoWriteException;
import com.mongodb.bulk.BulkWriteError;
import java.util.Set;

/** Classifies the driver's exceptions and makes one-line messages naming the server, never the password. */
final class MongoErrors {
  static final int DUPLICATE_KEY = 11000;
  /** Errors that go away by themselves: conflicts, lock timeouts, elections, a shutting-down member. */
  private static final Set<Integer> TRANSIENT_CODES = Set.of(6, 7, 24, 46, 89, 91, 112, 117, 189, 262, 9001, 10107,
      11600, 11602, 13435, 13436);
  private static final int MAX_TIME_EXPIRED = 50;
  private static final Set<Integer> LOGIN_CODES = Set.of(13, 18);

  private final String endpoint;
  private final ErrorText errorText;
  private final long selectionTimeoutMillis;

  MongoErrors(MongoSettings settings) {
    this.endpoint = settings.endpoint();
    this.errorText = new ErrorText("MongoDB", endpoint, settings.password().reveal());
    this.selectionTimeoutMillis = settings.serverSelectionTimeoutMillis();
  }

  static ErrorKind classify(MongoException error) {
    if (error.hasErrorLabel(MongoException.TRANSIENT_TRANSACTION_ERROR_LABEL) && isConnectionError(error)) {
      return ErrorKind.CONNECTION_LOST;
    }
    if (error instanceof MongoSocketReadTimeoutException || error instanceof MongoExecutionTimeoutException
        || error instanceof MongoOperationTimeoutException || error.getCode() == MAX_TIME_EXPIRED) {
      return ErrorKind.TIMEOUT;
    }
    if (isConnectionError(error)) {
      return ErrorKind.CONNECTION_LOST;
    }
    if (error instanceof MongoSecurityException || LOGIN_CODES.contains(error.getCode())) {
      return ErrorKind.FATAL;
    }
    if (error.hasErrorLabel(MongoException.TRANSIENT_TRANSACTION_ERROR_LABEL)
        || error.hasErrorLabel("RetryableWriteError") || error instanceof MongoNotPrimaryException
        || error instanceof MongoNodeIsRecoveringException || TRANSIENT_CODES.contains(error.getCode())) {
      return ErrorKind.TRANSIENT;
    }
    return ErrorKind.FATAL;
  }

  /** The server could not be reached, or the connection broke. */
  static boolean isConnectionError(MongoException error) {
    return (error instanceof MongoSocketException && !(error instanceof MongoSocketReadTimeoutException))
        || error instanceof MongoTimeoutException || error instanceof MongoInterruptedException;
  }

  static boolean isDuplicateKey(MongoException error) {
    return error.getCode() == DUPLICATE_KEY
        || (error instanceof MongoWriteException write && write.getError().getCode() == DUPLICATE_KEY);
  }

  /** "MongoDB <operation> failed at host:port: <reason>[ after N retries]". */
  String failure(String operation, MongoException error, int retries) {
    return errorText.failure(operation, oneLine(error), retries);
  }

  /** "Cannot connect to MongoDB at host:port: <reason>". */
  String cannotConnect(MongoException error) {
    if (error instanceof MongoSecurityException security) {
      return "Cannot log in to MongoDB at " + endpoint + ": "
          + errorText.scrub(ErrorText.firstLine(securityReason(security)));
    }
    return errorText.cannotConnect(oneLine(error));
  }

  /** The server stayed unreachable past {@code store_outage_limit_seconds}. */
  String unreachable(long limitSeconds, MongoException error) {
    return errorText.unreachable(limitSeconds, oneLine(error));
  }

  String oneLine(MongoException error) {
    String text;
    if (error instanceof MongoTimeoutException) {
      text = networkCause(String.valueOf(error.getMessage())) + "no server answered within " + selectionTimeoutMillis
          + " ms (serverSelectionTimeoutMS)";
    } else if (error instanceof MongoSocketException socket) {
      text = networkCause(socket.toString() + " " + socket.getCause()) + ErrorText.firstLine(socket.getMessage());
    } else if (error instanceof MongoCommandException command) {
      text = ErrorText.firstLine(command.getErrorMessage()) + " (code " + command.getErrorCode()
          + (command.getErrorCodeName().isEmpty() ? "" : " " + command.getErrorCodeName()) + ")";
    } else if (error instanceof MongoWriteException write) {
      text = ErrorText.firstLine(write.getError().getMessage()) + " (code " + write.getError().getCode() + ")";
    } else if (error instanceof MongoBulkWriteException bulk && !bulk.getWriteErrors().isEmpty()) {
      BulkWriteError first = bulk.getWriteErrors().get(0);
      int more = bulk.getWriteErrors().size() - 1;
      text = ErrorText.firstLine(first.getMessage()) + " (code " + first.getCode() + ")"
          + (more > 0 ? " and " + more + " more" : "");
    } else if (error instanceof MongoSecurityException security) {
      text = ErrorText.firstLine(securityReason(security));
    } else if (error instanceof MongoClientException) {
      text = ErrorText.firstLine(error.getMessage());
    } else {
      text = ErrorText.firstLine(error.getMessage()) + (error.getCode() != -1 ? " (code " + error.getCode() + ")" : "");
    }
    return errorText.scrub(text);
  }

  private static String securityReason(MongoSecurityException security) {
    Throwable cause = security.getCause();
    if (cause instanceof MongoCommandException command) {
      return command.getErrorMessage() + " (code " + command.getErrorCode() + ")";
    }
    return String.valueOf(security.getMessage());
  }

  /** The driver describes refused and unknown hosts deep inside its message: say it first. */
  private static String networkCause(String description) {
    if (description.contains("UnknownHostException")) {
      return ErrorText.UNKNOWN_HOST;
    }
    if (description.contains("ConnectException") || description.contains("Connection refused")) {
      return ErrorText.CONNECTION_REFUSED;
    }
    if (description.contains("SocketTimeoutException")) {
      return "connection timed out; ";
    }
    if (description.contains("MongoSecurityException")) {
      return "login refused; ";
    }
    return "";
  }
}
