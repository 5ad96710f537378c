package com.linkbenchx.store.mongodb;

import com.mongodb.MongoCommandException;
import com.mongodb.client.MongoClient;
import org.bson.Document;

/**
 * What the server's {@code hello} reply (or {@code isMaster}, before 4.4) says of what transactions need.
 *
 * @param sessionTimeoutMinutes {@code logicalSessionTimeoutMinutes}, or -1 when the server has no sessions
 * @param replicaSet the replica set name, or "" when not a replica-set member
 * @param router whether the server is a mongos (sharded cluster)
 * @param maxWireVersion the server's newest wire protocol version
 */
record ServerInfo(long sessionTimeoutMinutes, String replicaSet, boolean router, int maxWireVersion) {
  /** Replica sets have transactions from wire version 7 (MongoDB 4.0), sharded clusters from 8 (4.2). */
  private static final int REPLICA_SET_TRANSACTIONS = 7;
  private static final int SHARDED_TRANSACTIONS = 8;
  private static final int COMMAND_NOT_FOUND = 59;

  static ServerInfo probe(MongoClient client) {
    Document reply;
    try {
      reply = client.getDatabase("admin").runCommand(new Document("hello", 1));
    } catch (MongoCommandException e) {
      if (e.getErrorCode() != COMMAND_NOT_FOUND) {
        throw e;
      }
      reply = client.getDatabase("admin").runCommand(new Document("isMaster", 1));
    }
    return of(reply);
  }

  static ServerInfo of(Document reply) {
    Number timeout = reply.get("logicalSessionTimeoutMinutes", Number.class);
    String setName = reply.get("setName", String.class);
    Number wire = reply.get("maxWireVersion", Number.class);
    return new ServerInfo(timeout == null ? -1 : timeout.longValue(), setName == null ? "" : setName,
        "isdbgrid".equals(reply.get("msg")), wire == null ? 0 : wire.intValue());
  }

  boolean hasSessions() {
    return sessionTimeoutMinutes >= 0;
  }

  /** Multi-document transactions: sessions, and a replica set (4.0+) or a sharded cluster (4.2+). */
  boolean hasTransactions() {
    return hasSessions() && (router ? maxWireVersion >= SHARDED_TRANSACTIONS
        : !replicaSet.isEmpty() && maxWireVersion >= REPLICA_SET_TRANSACTIONS);
  }

  /** "replica set rs0, sessions" / "standalone, no sessions" ... */
  String describe() {
    String topology = router ? "sharded cluster (mongos)"
        : replicaSet.isEmpty() ? "standalone" : "replica set " + replicaSet;
    return topology + ", " + (hasSessions() ? "sessions" : "no sessions") + ", "
        + (hasTransactions() ? "transactions" : "no transactions");
  }

  /** Why this server cannot run transactions, for the one-line refusal. */
  String whyNoTransactions() {
    if (!hasSessions()) {
      return "it reports no logical sessions (no logicalSessionTimeoutMinutes in its hello reply)";
    }
    if (!router && replicaSet.isEmpty()) {
      return "it is a standalone server (transactions need a replica set or a sharded cluster)";
    }
    return "its wire version " + maxWireVersion + " predates transactions (MongoDB 4.0 for replica sets, 4.2 for"
        + " sharded clusters)";
  }
}
