package com.linkbenchx.store.mongodb;

/**
 * {@code transaction_support_level}: how a link write and its count change are kept together.
 * The numbers are those of the original LinkBenchX MongoDB store's configuration files.
 */
public enum TransactionLevel {
  /**
   * No transactions. Every document write is atomic and concurrent writers keep counts exact, but
   * the link write and the count change are two writes: a client that dies (or loses its
   * connection) between them leaves that pair's count off by one, which {@code --verify} reports.
   */
  NONE(0),
  /**
   * The original's TokuMX MVCC level ("transactions if the server has them, otherwise none").
   * TokuMX is discontinued; this level now means multi-document transactions when the server
   * supports them and no transactions otherwise, and says at start which one it chose.
   */
  IF_SUPPORTED(1),
  /**
   * Multi-document transactions (a replica set or a sharded cluster): each link write and its
   * count change commit together or not at all. Refused at start by a server without them.
   */
  TRANSACTIONS(2);

  private final int value;

  TransactionLevel(int value) {
    this.value = value;
  }

  public int value() {
    return value;
  }

  /** The level of a value {@link MongoKeys#TRANSACTION_SUPPORT_LEVEL} accepted ("0", "1" or "2"). */
  static TransactionLevel of(String value) {
    for (TransactionLevel level : values()) {
      if (String.valueOf(level.value).equals(value)) {
        return level;
      }
    }
    throw new IllegalArgumentException("no transaction level " + value);
  }

  /** How the level is said in logs, e.g. "transaction_support_level=2 (multi-document transactions)". */
  String describe() {
    return MongoKeys.TRANSACTION_SUPPORT_LEVEL.name() + "=" + value + switch (this) {
      case NONE -> " (no transactions)";
      case IF_SUPPORTED -> " (obsolete TokuMX level)";
      case TRANSACTIONS -> " (multi-document transactions)";
    };
  }
}
