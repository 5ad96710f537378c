package com.linkbenchx.store.mongodb;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.store.DataVerifier;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.GraphStoreProvider;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.RetryReporting;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.VerificationReport;
import com.linkbenchx.store.connection.RetryCounters;
import com.mongodb.MongoException;
import com.mongodb.ReadConcern;
import com.mongodb.ReadPreference;
import com.mongodb.TransactionOptions;
import com.mongodb.client.ClientSession;
import com.mongodb.client.MongoClient;
import com.mongodb.client.model.Projections;
import com.mongodb.event.CommandListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.bson.BsonDocument;
import org.bson.Document;

/**
 * The MongoDB backend ({@code com.percona.LinkBench.LinkStoreMongoDBv2} or {@code
 * com.facebook.LinkBench.LinkStoreMongoDb2} in original configuration files): one {@link MongoClient} for every worker.
 */
public final class MongoStoreProvider implements GraphStoreProvider, DataVerifier, LoadTarget, RetryReporting {
  private final RetryCounters counters = new RetryCounters();
  private final List<CommandListener> listeners = new ArrayList<>();
  private final LongSupplier clock;
  private MongoSettings settings;
  private MongoErrors errors;
  private MongoClient client;
  private boolean transactions;
  private String serverDescription = "";

  public MongoStoreProvider() {
    this(System::currentTimeMillis);
  }

  /** With another wall clock (tests of aged marks). */
  MongoStoreProvider(LongSupplier clock) {
    this.clock = clock;
  }

  @Override
  public KeySet configKeys() {
    return MongoKeys.ALL.plus(MongoKeys.SHARED_WITH_SQL);
  }

  @Override
  public void configure(Config config) {
    configure(MongoSettings.from(config, System.getenv()));
  }

  void configure(MongoSettings newSettings) {
    this.settings = newSettings;
    this.errors = new MongoErrors(newSettings);
  }

  /** Observes every command the client sends (tests); call before {@link #start(boolean)}. */
  void addCommandListener(CommandListener listener) {
    listeners.add(listener);
  }

  public MongoSettings settings() {
    return requireSettings();
  }

  /** Whether the stores use multi-document transactions (known after {@link #start(boolean)}). */
  public boolean usesTransactions() {
    return transactions;
  }

  /** Read-only, it checks the collections' index and creates nothing. */
  @Override
  public void start(boolean readOnly) throws StoreException {
    MongoSettings current = requireSettings();
    client = MongoConnector.connect(current, listeners);
    ServerInfo server;
    try {
      server = ServerInfo.probe(client);
    } catch (MongoException e) {
      ErrorKind kind = MongoErrors.classify(e);
      throw new StoreException(kind == ErrorKind.TRANSIENT ? ErrorKind.CONNECTION_LOST : kind, errors.cannotConnect(e),
          e);
    }
    transactions = chooseTransactions(current, server);
    serverDescription = server.describe();
    try {
      MongoSchema.ensure(client, current, readOnly);
    } catch (MongoException e) {
      throw new StoreException(MongoErrors.classify(e), errors.failure("schema check", e, -1), e);
    }
    String choice = current.level() != TransactionLevel.IF_SUPPORTED ? ""
        : transactions ? ", using transactions" : ", using none";
    Logs.logger().info("{}: {}; {}{}", current.describe(), serverDescription, current.level().describe(), choice);
  }

  private boolean chooseTransactions(MongoSettings current, ServerInfo server) throws StoreException {
    if (current.level() == TransactionLevel.NONE) {
      return false;
    }
    if (current.level() == TransactionLevel.TRANSACTIONS && !server.hasTransactions()) {
      String key = MongoKeys.TRANSACTION_SUPPORT_LEVEL.name();
      throw new StoreException(ErrorKind.FATAL, key + "=2 needs multi-document transactions, but "
          + current.describe() + " cannot run them: " + server.whyNoTransactions() + "; use a replica set"
          + " (mongod --replSet) or a sharded cluster, or set " + key + "=0");
    }
    if (current.level() == TransactionLevel.IF_SUPPORTED) {
      Logs.logger().warn("{}=1 asked for TokuMX's MVCC transactions; TokuMX is discontinued, so level 1 now means "
          + "MongoDB multi-document transactions when the server has them ({}), otherwise none ({})",
          MongoKeys.TRANSACTION_SUPPORT_LEVEL.name(), server.hasTransactions() ? "it has: as level 2" : "it has not",
          server.hasTransactions() ? "not needed" : "as level 0");
    }
    return server.hasTransactions(); // level 2 checked above, level 1 as the server allows
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) throws StoreException {
    MongoSettings current = requireStarted();
    MongoOperationRunner runner = new MongoOperationRunner(client, errors, current.retry(), current.outage(), counters,
        threadId);
    LinkWriter writer;
    if (transactions) {
      ClientSession session;
      try {
        session = client.startSession();
      } catch (MongoException e) {
        throw new StoreException(MongoErrors.classify(e), errors.cannotConnect(e), e);
      }
      writer = new TransactionalLinkWriter(session,
          new TransactionRunner(session, transactionOptions(current), current.retry(), counters, errors), clock);
    } else {
      writer = new MarkedLinkWriter(counters, current.retry(), clock);
    }
    return new MongoGraphStore(client, current, writer, runner);
  }

  /** Transactions read from the primary; the write concern is the configured one, else the client's. */
  private static TransactionOptions transactionOptions(MongoSettings current) {
    TransactionOptions.Builder options = TransactionOptions.builder().readPreference(ReadPreference.primary())
        .readConcern(ReadConcern.SNAPSHOT);
    current.writeConcern().ifPresent(options::writeConcern);
    return options.build();
  }

  @Override
  public VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) throws StoreException {
    return admin("verify", dbid, db -> MongoVerifier.verify(db, startId1, maxId1, maxExamples));
  }

  @Override
  public List<String> nonEmptyTables(String dbid) throws StoreException {
    return admin("collection check", dbid, db -> {
      List<String> nonEmpty = new ArrayList<>();
      for (var collection : List.of(db.links(), db.counts(), db.nodes())) {
        if (collection.find().projection(Projections.include("_id")).first() != null) {
          nonEmpty.add(collection.getNamespace().getCollectionName());
        }
      }
      return nonEmpty;
    });
  }

  /** Deletes every document, keeping collections and indexes; nothing when a collection holds another shape. */
  @Override
  public void truncate(String dbid) throws StoreException {
    Optional<String> refusal = admin("truncate", dbid, db -> {
      Optional<String> foreign = CollectionShapes.wrongShape(db, requireSettings());
      if (foreign.isEmpty()) {
        for (var collection : List.of(db.links(), db.counts(), db.nodes(), db.sequence())) {
          collection.deleteMany(new BsonDocument());
        }
      }
      return foreign;
    });
    if (refusal.isPresent()) {
      throw new StoreException(ErrorKind.FATAL, refusal.get());
    }
  }

  private <T> T admin(String what, String dbid, Function<DbCollections, T> work) throws StoreException {
    MongoSettings current = requireStarted();
    try {
      return work.apply(DbCollections.of(client, current, dbid));
    } catch (MongoException e) {
      throw new StoreException(MongoErrors.classify(e), errors.failure(what, e, -1), e);
    }
  }

  @Override
  public RetryTally retryTally() {
    return counters.snapshot().tally();
  }

  /** Counts by kind (tests and the closing log line). */
  RetryCounters.Snapshot retryCounts() {
    return counters.snapshot();
  }

  /** The server's version, from the cheap {@code buildInfo} command (MongoDB's store has no SQL). */
  @Override
  public Optional<com.linkbenchx.store.ServerInfo> serverInfo() throws StoreException {
    if (client == null) {
      return Optional.empty();
    }
    try {
      Document build = client.getDatabase("admin").runCommand(new Document("buildInfo", 1));
      String version = build.getString("version");
      return version == null ? Optional.empty() : Optional.of(new com.linkbenchx.store.ServerInfo("MongoDB", version));
    } catch (MongoException e) {
      throw new StoreException(MongoErrors.classify(e), errors.failure("server version query", e, -1), e);
    }
  }

  @Override
  public String describe() {
    return settings == null ? "MongoDB"
        : settings.describe() + (serverDescription.isEmpty() ? "" : " (" + serverDescription + "; "
            + (transactions ? "multi-document transactions" : "no transactions") + ")");
  }

  @Override
  public void close() {
    RetryCounters.Snapshot snapshot = counters.snapshot();
    if (snapshot.any()) {
      Logs.logger().info("MongoDB store: {}", snapshot.describeMongo());
    }
    if (client != null) {
      client.close();
      client = null;
    }
  }

  private MongoSettings requireSettings() {
    if (settings == null) {
      throw new IllegalStateException(getClass().getSimpleName() + " used before configure()");
    }
    return settings;
  }

  private MongoSettings requireStarted() {
    MongoSettings current = requireSettings();
    if (client == null) {
      throw new IllegalStateException("MongoStoreProvider used before start()");
    }
    return current;
  }
}
