package com.linkbenchx.request;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WorkerStores;
import com.linkbenchx.store.timing.CallClock;
import com.linkbenchx.store.timing.TimedStores;
import com.linkbenchx.workload.TestFiles;
import com.linkbenchx.workload.Workload;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WorkloadOperationsTest {
  private static final String[] MIX_KEYS = {"addlink", "deletelink", "updatelink", "countlink", "getlink",
      "getlinklist", "addnode", "updatenode", "deletenode", "getnode"};

  /** The shipped workload on a small CONST graph, with all of the mix on one operation. */
  private static Config onlyOp(String mixKey, String... keyValues) {
    Map<String, String> values = new HashMap<>(TestFiles.smallConfig(1000).asMap());
    for (String key : MIX_KEYS) {
      values.put(key, key.equals(mixKey) ? "100" : "0");
    }
    values.put("requesters", "1");
    values.put("requests", "10");
    values.put("maxtime", "10");
    values.put("dbid", "linkdb");
    for (int i = 0; i < keyValues.length; i += 2) {
      values.put(keyValues[i], keyValues[i + 1]);
    }
    return Config.of(values);
  }

  private static OperationExecutor executor(Config config) {
    Workload workload = Workload.from(config, false, true);
    return new WorkloadExecutors(workload, RequestSettings.from(config), new CapturingLog())
        .create(0, 1, new Random(99));
  }

  private static Link[] page(long id1, long linkType, long... times) {
    Link[] links = new Link[times.length];
    for (int i = 0; i < times.length; i++) {
      links[i] = new Link(id1, linkType, id1 + i, Link.VISIBILITY_DEFAULT, new byte[0], 0, times[i]);
    }
    return links;
  }

  @Test
  void updateLinkAddsByDefaultAndUpdatesWithTheFix() throws StoreException {
    for (boolean fixed : new boolean[] {false, true}) {
      OperationExecutor executor = executor(onlyOp("updatelink", "fix_update_link", Boolean.toString(fixed)));
      RecordingGraphStore store = new RecordingGraphStore(10000, n -> new Link[0]);
      CallClock clock = new CallClock();
      LinkBenchOp op = executor.chooseOperation();
      assertEquals(LinkBenchOp.UPDATE_LINK, op);
      executor.execute(op, TimedStores.wrap(new WorkerStores(store, store), clock));
      assertEquals(List.of(fixed ? "updateLink linkdb" : "addLink linkdb"), store.calls);
      Link link = store.written.get(0);
      assertEquals(0, link.version());
      assertEquals(Link.VISIBILITY_DEFAULT, link.visibility());
      assertTrue(link.linkType() == 123456789L || link.linkType() == 123456790L, "link_type_count = 2");
      assertTrue(link.id1() >= 1 && link.id1() < 1000);
      assertTrue(clock.started() && clock.ended());
    }
  }

  @Test
  void fullPagesFeedTimedHistoryQueriesThatSkipTheSeenLink() throws StoreException {
    OperationExecutor executor = executor(onlyOp("getlinklist", "getlinklist_history", "100"));
    RecordingGraphStore store = new RecordingGraphStore(3, n -> switch (n) {
      case 0 -> page(5, 123456789L, 300, 200, 100);   // a full page: remember (5, type, 100)
      case 1 -> page(5, 123456789L, 90, 80, 70);      // older page, full again: remember 70
      default -> page(5, 123456789L, 60);             // short: forget the pair
    });
    WorkerStores stores = new WorkerStores(store, store);
    for (int i = 0; i < 4; i++) {
      CallClock clock = new CallClock();
      executor.execute(LinkBenchOp.GET_LINKS_LIST, TimedStores.wrap(stores, clock));
      assertTrue(clock.started() && clock.ended(), "every list query is timed, history ones too");
    }
    assertTrue(store.calls.get(0).startsWith("getLinkList "));
    assertTrue(store.calls.get(0).endsWith(" 0 9223372036854775807 0 3"), store.calls.get(0));
    assertEquals("getLinkList 5 123456789 0 100 1 3", store.calls.get(1));
    assertEquals("getLinkList 5 123456789 0 70 1 3", store.calls.get(2));
    assertTrue(store.calls.get(3).endsWith(" 0 9223372036854775807 0 3"), "cache empty again: " + store.calls);
  }

  @Test
  void nodeOperationsUseTheNodeStore() throws StoreException {
    for (String mixKey : List.of("getnode", "updatenode", "deletenode", "addnode")) {
      OperationExecutor executor = executor(onlyOp(mixKey));
      RecordingGraphStore links = new RecordingGraphStore(10000, n -> new Link[0]);
      RecordingGraphStore nodes = new RecordingGraphStore(10000, n -> new Link[0]);
      executor.execute(executor.chooseOperation(), new WorkerStores(links, nodes));
      assertEquals(List.of(), links.calls);
      String expected = switch (mixKey) {
        case "getnode" -> "getNode 2048";
        case "updatenode" -> "updateNode 2";
        case "deletenode" -> "deleteNode 2048";
        default -> "bulkAddNodes";
      };
      assertEquals(List.of(expected), nodes.calls);
    }
  }

  @Test
  void multigetAndDeleteFollowLinkBench() throws StoreException {
    OperationExecutor multiget = executor(onlyOp("getlink"));
    RecordingGraphStore store = new RecordingGraphStore(10000, n -> new Link[0]);
    multiget.execute(LinkBenchOp.MULTIGET_LINK, new WorkerStores(store, store));
    assertTrue(store.calls.get(0).startsWith("multigetLinks "));
    OperationExecutor delete = executor(onlyOp("deletelink"));
    delete.execute(LinkBenchOp.DELETE_LINK, new WorkerStores(store, store));
    assertEquals("deleteLink expunge=false", store.calls.get(1), "the request phase never expunges");
  }

  @Test
  void unknownOperationIsLinkBenchsNoOpError() {
    OperationExecutor executor = executor(onlyOp("addlink"));
    RecordingGraphStore store = new RecordingGraphStore(10000, n -> new Link[0]);
    IllegalStateException error = assertThrows(IllegalStateException.class,
        () -> executor.execute(LinkBenchOp.UNKNOWN, new WorkerStores(store, store)));
    assertEquals("No-op in requester: last probability < 1.0", error.getMessage());
  }
}
