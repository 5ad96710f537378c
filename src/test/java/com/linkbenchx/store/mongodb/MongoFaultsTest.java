package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Node;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreUnavailableException;
import com.linkbenchx.store.WriteResult;
import com.linkbenchx.store.connection.Backoff;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.net.ServerSocket;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.bson.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Errors without transactions (level 0), injected by the in-process server or caused by stopping
 * it: transient ones retried (in place when the link already changed), others classified and told
 * in one line, an unreachable server waited for up to the outage limit.
 */
class MongoFaultsTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;
  private TestMongoServer server;
  private MongoStoreProvider provider;
  private GraphStore store;

  @BeforeEach
  void start() {
    server = TestMongoServer.start();
  }

  @AfterEach
  void stop() {
    if (provider != null) {
      provider.close();
    }
    server.close();
  }

  private GraphStore open(Map<String, String> extra) throws Exception {
    Map<String, String> keys = MongoTestSupport.keys(server.url() + "/?serverSelectionTimeoutMS=500", "faults", 0);
    keys.putAll(extra);
    provider = MongoTestSupport.provider(Config.of(keys));
    store = provider.openGraphStore(Phase.REQUEST, 0);
    return store;
  }

  private static Link visible(long id2) {
    return new Link(1, TYPE, id2, Link.VISIBILITY_DEFAULT, new byte[] {7}, 0, 1000 + id2);
  }

  @Test
  void aTransientErrorInTheCountStepIsRetriedThereNotFromTheStart() throws Exception {
    open(Map.of());
    server.backend().inject("update", query -> true, 2, 112, "WriteConflict");

    assertEquals(WriteResult.INSERTED, store.addLink("faults", visible(1)));

    assertEquals(1, store.countLinks("faults", 1, TYPE));
    assertEquals(2, provider.retryCounts().transientRetries());
    assertTrue(store.deleteLink("faults", 1, TYPE, 1, false), "no mark was left behind to wait for");
    assertEquals(0, provider.retryCounts().linkWaits());
  }

  @Test
  void aTransientErrorInTheFirstStepRunsTheWriteAgain() throws Exception {
    open(Map.of());
    server.backend().inject("findAndModify", query -> true, 1, 10107, "NotWritablePrimary");

    store.addLink("faults", visible(1));

    assertEquals(1, store.countLinks("faults", 1, TYPE));
    assertEquals(1, provider.retryCounts().transientRetries());
    assertEquals(1, provider.retryTally().transientRetries());
  }

  @Test
  void transientRetriesAreBounded() throws Exception {
    open(Map.of("max_retries", "3"));
    server.backend().inject("find", query -> true, 100, 112, "WriteConflict");

    StoreException error = assertThrows(StoreException.class, () -> store.getLink("faults", 1, TYPE, 1));

    assertEquals(ErrorKind.TRANSIENT, error.kind());
    assertEquals("MongoDB getLink failed at 127.0.0.1:" + server.port()
        + ": injected WriteConflict (code 112 WriteConflict) after 3 retries", error.getMessage());
    assertEquals(1, provider.retryCounts().failed(ErrorKind.TRANSIENT));
  }

  @Test
  void errorsAreClassified() throws Exception {
    open(Map.of());
    server.backend().inject("find", query -> true, 1, 13, "Unauthorized");
    StoreException denied = assertThrows(StoreException.class, () -> store.countLinks("faults", 1, TYPE));
    assertEquals(ErrorKind.FATAL, denied.kind());
    assertEquals("MongoDB countLinks failed at 127.0.0.1:" + server.port()
        + ": injected Unauthorized (code 13 Unauthorized)", denied.getMessage());

    server.backend().inject("find", query -> true, 1, 50, "MaxTimeMSExpired");
    assertEquals(ErrorKind.TIMEOUT, assertThrows(StoreException.class, () -> store.getNode("faults", 2048, 1)).kind());

    store.resetNodeStore("faults", 1);
    server.backend().inject("insert", query -> true, 1, 11000, "DuplicateKey");
    StoreException duplicate = assertThrows(StoreException.class,
        () -> store.addNode("faults", new Node(0, 2048, 0, 0, new byte[0])));
    assertEquals(ErrorKind.FATAL, duplicate.kind());
    assertEquals(0, provider.retryCounts().transientRetries());
  }

  @Test
  void aStoppedServerEndsAnOperationAfterTheOutageLimit() throws Exception {
    open(Map.of("store_outage_limit_seconds", "0"));
    store.addLink("faults", visible(1));
    server.stop();

    long start = System.nanoTime();
    StoreException error = assertThrows(StoreException.class, () -> store.getLink("faults", 1, TYPE, 1));
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

    assertInstanceOf(StoreUnavailableException.class, error);
    assertEquals(ErrorKind.CONNECTION_LOST, error.kind());
    assertTrue(error.getMessage().startsWith("MongoDB at 127.0.0.1:" + server.port() + " unreachable for more than 0 s"
        + " (store_outage_limit_seconds=0): "), error.getMessage());
    assertFalse(error.getMessage().contains("\n"));
    assertTrue(millis < 5_000, millis + " ms");
  }

  @Test
  void anOperationWaitsForTheServerToComeBack() throws Exception {
    open(Map.of("store_outage_limit_seconds", "30"));
    store.addLink("faults", visible(1));
    server.stop();
    CompletableFuture<Void> restart = CompletableFuture.runAsync(() -> {
      Backoff.pause(1500);
      server.restart();
    });

    assertEquals(1, store.countLinks("faults", 1, TYPE));
    restart.join();
    assertEquals(1, provider.retryCounts().reconnects());
    assertEquals(1, provider.retryTally().reconnects());
  }

  @Test
  void anUnreachableServerFailsStartInOneLineWithinTheSelectionTimeout() throws Exception {
    int closedPort;
    try (ServerSocket socket = new ServerSocket(0)) {
      closedPort = socket.getLocalPort();
    }
    MongoStoreProvider unreachable = new MongoStoreProvider();
    String url = "mongodb://127.0.0.1:" + closedPort + "/?serverSelectionTimeoutMS=700";
    unreachable.configure(MongoTestSupport.config(url, "faults", 0));
    long start = System.nanoTime();
    StoreException error = assertThrows(StoreException.class, () -> unreachable.start(false));
    long millis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
    unreachable.close();

    assertEquals(ErrorKind.CONNECTION_LOST, error.kind());
    assertEquals("Cannot connect to MongoDB at 127.0.0.1:" + closedPort + ": connection refused (is the server running"
        + " and listening on this port?); no server answered within 700 ms (serverSelectionTimeoutMS)",
        error.getMessage());
    assertTrue(millis < 5_000, millis + " ms");
  }

  @Test
  void theLinkListIndexIsCreatedWhenAskedAndRequiredOtherwise() throws Exception {
    RecordingListener recorder = new RecordingListener();
    MongoStoreProvider refusing = new MongoStoreProvider();
    refusing.configure(Config.of(Map.of("url", server.url(), "dbid", "fresh", "linktable", "lt", "counttable", "ct",
        "nodetable", "nt", "transaction_support_level", "0")));
    StoreException missing = assertThrows(StoreException.class, () -> refusing.start(false));
    refusing.close();
    assertEquals(ErrorKind.FATAL, missing.kind());
    assertEquals("MongoDB collection fresh.lt at 127.0.0.1:" + server.port() + " has no index {\"_id.id1\": 1,"
        + " \"_id.link_type\": 1, \"visibility\": 1, \"time\": -1, \"_id.id2\": -1} (GET_LINKS_LIST would scan the"
        + " collection); create it with: mongosh 'mongodb://HOST:PORT/fresh' sql/create_mongodb.js (or run with"
        + " -D create_tables=true)", missing.getMessage());

    MongoStoreProvider creating = new MongoStoreProvider();
    creating.configure(Config.of(Map.of("url", server.url(), "dbid", "fresh", "linktable", "lt", "counttable", "ct",
        "nodetable", "nt", "transaction_support_level", "0", "create_tables", "true")));
    creating.addCommandListener(recorder);
    creating.start(false);
    creating.close();
    List<org.bson.BsonDocument> created = recorder.commands().stream()
        .filter(command -> command.getFirstKey().equals("createIndexes")).toList();
    assertEquals(1, created.size(), recorder.names().toString());
    org.bson.BsonDocument index = created.get(0).getArray("indexes").get(0).asDocument();
    assertEquals(MongoSchema.linkListKeys(), index.getDocument("key"));
    assertEquals("id1_type_visibility_time", index.getString("name").getValue());
    assertEquals(List.of("lt", "ct", "nt", "nt_sequence"), recorder.commands().stream()
        .filter(command -> command.getFirstKey().equals("create"))
        .map(command -> command.getString("create").getValue())
        .toList());

    try (MongoStoreProvider checking = MongoTestSupport.provider(Config.of(Map.of("url", server.url(), "dbid", "fresh",
        "linktable", "lt", "counttable", "ct", "nodetable", "nt", "transaction_support_level", "0")))) {
      assertNull(checking.openGraphStore(Phase.LOAD, 0).getLink("fresh", 1, TYPE, 1), "the index is there now");
    }
  }
  /** A provider not yet started, with create_tables=true, recording its commands. */
  private MongoStoreProvider creatingTables(String dbid, String nodeTable, RecordingListener recorder) {
    MongoStoreProvider provider = new MongoStoreProvider();
    provider.configure(Config.of(Map.of("url", server.url(), "dbid", dbid, "linktable", "lt", "counttable", "ct",
        "nodetable", nodeTable, "transaction_support_level", "0", "create_tables", "true")));
    provider.addCommandListener(recorder);
    return provider;
  }

  /** Every command that creates, changes or deletes something. */
  private static List<String> writes(RecordingListener recorder) {
    return recorder.names().stream().filter(name -> List.of("create", "createIndexes", "delete", "insert", "update",
        "findAndModify", "drop").contains(name)).toList();
  }

  @Test
  void aCollectionOfOtherDocumentsIsRefusedBeforeAnythingIsWritten() throws Exception {
    try (MongoClient admin = MongoClients.create(server.url())) {
      admin.getDatabase("foreign").getCollection("canary").insertMany(List.of(new Document("a", 1).append("b", 2),
          new Document("a", 3).append("b", 4)));
      RecordingListener recorder = new RecordingListener();
      MongoStoreProvider refusing = creatingTables("foreign", "canary", recorder);
      StoreException error = assertThrows(StoreException.class, () -> refusing.start(false));
      refusing.close();
      assertEquals(ErrorKind.FATAL, error.kind());
      assertEquals("MongoDB collection foreign.canary at 127.0.0.1:" + server.port() + " (nodetable) does not hold"
          + " benchmark node documents: its first document lacks type, version, time, data; nothing was created or"
          + " emptied; set nodetable to another collection", error.getMessage());
      assertEquals(List.of(), writes(recorder));
      assertEquals(2, admin.getDatabase("foreign").getCollection("canary").countDocuments());
    }
  }

  @Test
  void emptyingDeletesNothingWhenACollectionHoldsOtherDocuments() throws Exception {
    open(Map.of());
    store.addLink("faults", visible(1));
    try (MongoClient admin = MongoClients.create(server.url())) {
      admin.getDatabase("faults").getCollection("nodetable").insertOne(new Document("a", 1));
      StoreException error = assertThrows(StoreException.class, () -> provider.truncate("faults"));
      assertTrue(error.getMessage().startsWith("MongoDB collection faults.nodetable at "), error.getMessage());
      assertEquals(1, admin.getDatabase("faults").getCollection("linktable").countDocuments(), "links kept");
      assertEquals(1, admin.getDatabase("faults").getCollection("nodetable").countDocuments());
    }
  }

  @Test
  void aReadOnlyStartCreatesNothingWhateverCreateTablesSays() throws Exception {
    RecordingListener recorder = new RecordingListener();
    MongoStoreProvider verifying = creatingTables("unloaded", "nt", recorder);
    StoreException missing = assertThrows(StoreException.class, () -> verifying.start(true));
    verifying.close();
    assertTrue(missing.getMessage().startsWith("MongoDB collection unloaded.lt at 127.0.0.1:" + server.port()
        + " has no index "), missing.getMessage());
    assertTrue(missing.getMessage().endsWith("; --verify only reads and creates nothing: verify the dbid the data was"
        + " loaded into, or load it first"), missing.getMessage());
    assertEquals(List.of(), writes(recorder));
  }
}
