package com.linkbenchx.store.mongodb;

/**
 * {@code transaction_support_level}: how a link write and its count change are kept together. The numbers are those of
 * the original LinkBenchX MongoDB store's configuration files; each level's number is its position here.
 */
public enum TransactionLevel {
  /** No transactions: a client dying between a link write and its count change leaves that count off by one. */
  NONE,
  /** The original's TokuMX MVCC level (discontinued): now transactions when the server has them, else none. */
  IF_SUPPORTED,
  /** Multi-document transactions: a link write and its count change commit together; refused without them. */
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
