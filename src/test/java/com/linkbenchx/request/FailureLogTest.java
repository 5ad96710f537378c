package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.store.StoreException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class FailureLogTest {
  private final CapturingLog log = new CapturingLog();
  private final FailureLog failures = new FailureLog(log);

  private List<String> errors() {
    return log.startingWith("ERROR ");
  }

  @Test
  void anOutageMetByEveryRequesterIsOneLineAndACount() throws Exception {
    List<Thread> requesters = new ArrayList<>();
    for (int i = 0; i < 200; i++) {
      Thread requester = new Thread(() -> {
        for (int n = 0; n < 5; n++) {
          failures.failed(LinkBenchOp.ADD_LINK, new StoreException(ErrorKind.CONNECTION_LOST, "Connection refused"));
        }
      });
      requesters.add(requester);
      requester.start();
    }
    for (Thread requester : requesters) {
      requester.join();
    }
    failures.failed(LinkBenchOp.GET_LINKS_LIST, new StoreException(ErrorKind.TRANSIENT, "Lock wait timeout exceeded"));
    failures.failed(null, new IllegalStateException("no operation"));
    failures.failed(LinkBenchOp.GET_LINKS_LIST, new StoreException(ErrorKind.TRANSIENT, "Lock wait timeout exceeded"));
    assertEquals(
        List.of("ERROR ADD_LINK error Connection refused", "ERROR GET_LINKS_LIST error Lock wait timeout exceeded",
            "ERROR Operation choice error no operation"),
        errors());

    failures.logRepeats();
    assertEquals(List.of("ERROR ADD_LINK error Connection refused (999 more times)",
        "ERROR GET_LINKS_LIST error Lock wait timeout exceeded (1 more times)"), errors().subList(3, errors().size()),
        "each line that came again, most frequent first; one that did not has no repeat line");
  }

  @Test
  void linesWordedApartAreLoggedUpToTheLimitThenCounted() {
    for (int id = 0; id < FailureLog.DISTINCT_LINES + 30; id++) {
      failures.failed(LinkBenchOp.ADD_NODE,
          new StoreException(ErrorKind.FATAL, "Duplicate entry '" + id + "' for key 'PRIMARY'"));
    }
    List<String> errors = errors();
    assertEquals(FailureLog.DISTINCT_LINES + 1, errors.size(), String.join("\n", errors));
    assertEquals("ERROR ADD_NODE error Duplicate entry '0' for key 'PRIMARY'", errors.get(0));
    assertEquals("ERROR Failures worded otherwise than the 100 logged are counted, not logged", errors.get(100));

    failures.logRepeats();
    assertEquals("ERROR 30 further failures worded otherwise, not logged", errors().get(errors().size() - 1));
  }
}
