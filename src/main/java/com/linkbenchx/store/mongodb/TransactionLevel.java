package com.linkbenchx.store.mongodb;

/**
 * {@code transaction_support_level}: how a link write and its count change are kept together. The numbers are those of
 * the original LinkBenchX MongoDB store's configuration files; each level's number is its position here.
 */
public enum TransactionLevel {
  /**
   * No transactions. Every document write is atomic and concurrent writers keep counts exact, but
   * the link write and the count change are two writes: a client that dies (or loses its
   * connection) between them leaves that pair's count off by one, which {@code --verify} reports.
   */
  NONE,
  /**
   * The original's TokuMX MVCC level ("transactions if the server has them, otherwise none").
   * TokuMX is discontinued; this level now means multi-document transactions when the server
   * supports them and no transactions otherwise, and says at start which one it chose.
   */
  IF_SUPPORTED,
  /**
   * Multi-document transactions (a replica set or a sharded cluster): each link write and its
   * count change commit together or not at all. Refused at start by a server without them.
   */
  TRANSACTIONS;

  /** The level of a value {@link MongoKeys#TRANSACTION_SUPPORT_LEVEL} accepted ("0", "1" or "2"). */
  static TransactionLevel of(String value) {
    return values()[Integer.parseInt(value)];
  }

  /** How the level is said in logs, e.g. "transaction_support_level=2 (multi-document transactions)". */
  String describe() {
    return MongoKeys.TRANSACTION_SUPPORT_LEVEL.name() + "=" + ordinal() + switch (this) {
      case NONE -> " (no transactions)";
      case IF_SUPPORTED -> " (obsolete TokuMX level)";
      case TRANSACTIONS -> " (multi-document transactions)";
    };
  }
}
