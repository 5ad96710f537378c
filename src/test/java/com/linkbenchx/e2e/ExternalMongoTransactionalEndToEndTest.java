package com.linkbenchx.e2e;

import com.linkbenchx.store.mongodb.ExternalMongo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/** The end-to-end scenario with transactions (level 2) on an external replica set ({@code -P mongodb-test}). */
@Tag("mongodb-external")
@ExtendWith(ExternalMongo.WithTransactions.class)
class ExternalMongoTransactionalEndToEndTest extends MongoEndToEndScenario {
  @Override
  String url() {
    return ExternalMongo.URL;
  }

  @Override
  int level() {
    return 2;
  }

  @Override
  String dbid() {
    return "lbx_e2e_2";
  }
}
