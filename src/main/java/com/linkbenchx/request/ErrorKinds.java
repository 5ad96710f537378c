package com.linkbenchx.request;

import com.linkbenchx.results.ErrorKind;
import com.linkbenchx.store.StoreException;

/** Maps a failure to the kind it is counted under. */
final class ErrorKinds {
  private ErrorKinds() {
  }

  static ErrorKind of(Throwable failure) {
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
