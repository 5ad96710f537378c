package com.linkbenchx.store.mongodb;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Link;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.WriteResult;
import java.util.List;
import java.util.Map;
import org.bson.BsonDocument;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The transactional level against the in-process server posing as a replica set: which commands a
 * link write sends (the transaction starts with the first write and ends with a commit, so the
 * old store's "transaction started after the write" is caught), how TransientTransactionError and
 * UnknownTransactionCommitResult are retried (bounded, counted by kind), and the start-up checks
 * of what the server supports.
 */
class MongoTransactionsTest {
  private static final long TYPE = Link.DEFAULT_LINK_TYPE;
  private final RecordingListener recorder = new RecordingListener();
  private TestMongoServer server;
  private MongoStoreProvider provider;

  @BeforeEach
  void start() {
    server = TestMongoServer.start(true);
  }

  @AfterEach
  void stop() {
    if (provider != null) {
      provider.close();
    }
    server.close();
  }

  private GraphStore open(int level, Map<String, String> extra) throws Exception {
    Map<String, String> keys = MongoTestSupport.keys(server.url(), "txn", level);
    keys.putAll(extra);
    provider = new MongoStoreProvider();
    provider.configure(Config.of(keys));
    provider.addCommandListener(recorder);
    provider.start(false);
    recorder.clear();
    return provider.openGraphStore(Phase.REQUEST, 0);
  }

  private static Link visible(long id2) {
    return new Link(1, TYPE, id2, Link.VISIBILITY_DEFAULT, new byte[] {7}, 0, 1000 + id2);
  }

  @Test
  void everyWriteOfALinkChangeIsInsideOneTransactionEndedByACommit() throws Exception {
    GraphStore store = open(2, Map.of());

    assertEquals(WriteResult.INSERTED, store.addLink("txn", visible(1)));

    List<BsonDocument> commands = recorder.commands();
    assertEquals(List.of("findAndModify", "update", "commitTransaction"), recorder.names());
    BsonDocument first = commands.get(0);
    assertTrue(first.getBoolean("startTransaction").getValue(), "the transaction starts with the first write");
    assertFalse(first.getBoolean("autocommit").getValue());
    long txnNumber = first.getInt64("txnNumber").getValue();
    BsonDocument session = first.getDocument("lsid");
    for (BsonDocument command : commands) {
      assertEquals(txnNumber, command.getInt64("txnNumber").getValue(), command.toJson());
      assertEquals(session, command.getDocument("lsid"));
    }
    assertFalse(commands.get(1).containsKey("startTransaction"));

    recorder.clear();
    assertTrue(store.deleteLink("txn", 1, TYPE, 1, false));
    assertEquals(List.of("findAndModify", "update", "commitTransaction"), recorder.names());
    assertTrue(recorder.commands().get(0).getInt64("txnNumber").getValue() > txnNumber, "a new transaction");
    assertEquals(0, store.countLinks("txn", 1, TYPE));
  }

  @Test
  void readsRunOutsideTransactions() throws Exception {
    GraphStore store = open(2, Map.of());
    store.addLink("txn", visible(1));
    recorder.clear();

    store.getLinkList("txn", 1, TYPE);
    store.countLinks("txn", 1, TYPE);

    assertEquals(List.of("find", "find"), recorder.names());
    recorder.commands().forEach(command -> assertFalse(command.containsKey("txnNumber"), command.toJson()));
  }

  @Test
  void everyStoreOfTheProviderUsesTransactionsAndLevelsDoNotLeakBetweenProviders() throws Exception {
    GraphStore first = open(2, Map.of());
    MongoStoreProvider transactional = provider;
    try (MongoStoreProvider plain = MongoTestSupport.provider(MongoTestSupport.config(server.url(), "txn", 0))) {
      assertFalse(plain.usesTransactions());
      for (int thread = 1; thread <= 4; thread++) {
        recorder.clear();
        GraphStore store = transactional.openGraphStore(Phase.REQUEST, thread);
        store.addLink("txn", visible(10 + thread));
        assertTrue(recorder.commands().get(0).getBoolean("startTransaction").getValue(), "store " + thread);
        store.close();
      }
      recorder.clear();
      first.addLink("txn", visible(20));
      assertTrue(recorder.names().contains("commitTransaction"));
    }
  }

  @Test
  void aTransientTransactionErrorReRunsTheWholeTransaction() throws Exception {
    GraphStore store = open(2, Map.of());
    server.backend().inject("findAndModify", query -> true, 2, 112, "WriteConflict", "TransientTransactionError");

    assertEquals(WriteResult.INSERTED, store.addLink("txn", visible(1)));

    assertEquals(List.of("findAndModify", "abortTransaction", "findAndModify", "abortTransaction", "findAndModify",
        "update", "commitTransaction"), recorder.names());
    assertEquals(2, provider.retryCounts().transactionRetries());
    assertEquals(0, provider.retryCounts().commitRetries());
    assertEquals(1, store.countLinks("txn", 1, TYPE));
    assertEquals(2, provider.retryTally().transientRetries());
  }

  @Test
  void anUnknownCommitResultReSendsTheCommitOnly() throws Exception {
    GraphStore store = open(2, Map.of());
    server.backend().inject("commitTransaction", query -> true, 2, 50, "MaxTimeMSExpired",
        "UnknownTransactionCommitResult");

    store.addLink("txn", visible(1));

    assertEquals(List.of("findAndModify", "update", "commitTransaction", "commitTransaction", "commitTransaction"),
        recorder.names());
    assertEquals(2, provider.retryCounts().commitRetries());
    assertEquals(0, provider.retryCounts().transactionRetries());
    assertEquals(1, store.countLinks("txn", 1, TYPE));
  }

  @Test
  void aTransientErrorAtCommitReRunsTheTransactionAndCountsOnce() throws Exception {
    GraphStore store = open(2, Map.of());
    server.backend().inject("commitTransaction", query -> true, 1, 251, "NoSuchTransaction",
        "TransientTransactionError");

    store.addLink("txn", visible(1));

    assertEquals(1, provider.retryCounts().transactionRetries());
    assertEquals(1, store.countLinks("txn", 1, TYPE), "the re-run finds the link visible and adds nothing");
  }

  @Test
  void retriesAreBoundedByMaxRetries() throws Exception {
    GraphStore store = open(2, Map.of("max_retries", "2"));
    server.backend().inject("findAndModify", query -> true, 100, 112, "WriteConflict", "TransientTransactionError");

    StoreException error = assertThrows(StoreException.class, () -> store.addLink("txn", visible(1)));

    assertEquals(ErrorKind.TRANSIENT, error.kind());
    assertEquals("MongoDB addLink failed at 127.0.0.1:" + server.port() + ": injected WriteConflict (code 112"
        + " WriteConflict) after 2 retries", error.getMessage());
    assertEquals(2, provider.retryCounts().transactionRetries());
    assertEquals(1, provider.retryCounts().failed(ErrorKind.TRANSIENT));

    server.backend().clearFaults();
    server.backend().inject("commitTransaction", query -> true, 100, 50, "MaxTimeMSExpired",
        "UnknownTransactionCommitResult");
    StoreException commit = assertThrows(StoreException.class, () -> store.addLink("txn", visible(2)));
    assertTrue(commit.getMessage().endsWith("after 2 retries (commit outcome unknown)"), commit.getMessage());
    assertEquals(2, provider.retryCounts().commitRetries());
  }

  @Test
  void theTokuMxLevelUsesTransactionsWhenTheServerHasThem() throws Exception {
    open(1, Map.of());
    assertTrue(provider.usesTransactions());
    assertTrue(provider.describe().contains("replica set rs-test, sessions, transactions"), provider.describe());
  }

  @Test
  void aServerWithoutSessionsIsRefusedForLevelTwoInOneLine() throws Exception {
    try (TestMongoServer standalone = TestMongoServer.start(false)) {
      MongoStoreProvider refused = new MongoStoreProvider();
      refused.configure(MongoTestSupport.config(standalone.url(), "txn", 2));
      StoreException error = assertThrows(StoreException.class, () -> refused.start(false));
      refused.close();
      assertEquals(ErrorKind.FATAL, error.kind());
      assertEquals("transaction_support_level=2 needs multi-document transactions, but MongoDB at 127.0.0.1:"
          + standalone.port() + "/txn cannot run them: it reports no logical sessions (no"
          + " logicalSessionTimeoutMinutes in its hello reply); use a replica set (mongod --replSet) or a sharded"
          + " cluster, or set transaction_support_level=0", error.getMessage());

      try (MongoStoreProvider tokuMx = MongoTestSupport.provider(MongoTestSupport.config(standalone.url(), "txn", 1))) {
        assertFalse(tokuMx.usesTransactions(), "level 1 falls back to none, as the original level did");
      }
    }
  }
}
