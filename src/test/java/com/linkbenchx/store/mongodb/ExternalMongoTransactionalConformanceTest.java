package com.linkbenchx.store.mongodb;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * The conformance suite with multi-document transactions (level 2) on an external replica set or
 * sharded cluster ({@code -P mongodb-test}), the concurrent writers on one pair included: this is
 * where transaction isolation is proven.
 */
@Tag("mongodb-external")
@ExtendWith(ExternalMongo.WithTransactions.class)
class ExternalMongoTransactionalConformanceTest extends ExternalMongoConformance {
  @Override
  int level() {
    return 2;
  }
}
