package com.linkbenchx.results;

import com.linkbenchx.store.StoreException;

/** Maps a failure to the kind it is counted under (request operations and load calls alike). */
public final class ErrorKinds {
  private ErrorKinds() {
  }

  public static ErrorKind of(Throwable failure) {
    if (failure instanceof StoreException store) {
      return switch (store.kind()) {
        case TRANSIENT -> ErrorKind.TRANSIENT;
        case CONFLICT -> ErrorKind.CONFLICT;
        case CONNECTION_LOST -> ErrorKind.CONNECTION_LOST;
        case TIMEOUT -> ErrorKind.TIMEOUT;
        case FATAL -> ErrorKind.FATAL;
      };
    }
    return ErrorKind.RUNTIME;
  }
}
