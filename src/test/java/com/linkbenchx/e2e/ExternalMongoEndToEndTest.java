package com.linkbenchx.e2e;

import com.linkbenchx.store.mongodb.ExternalMongo;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/** The end-to-end scenario without transactions (level 0) on the external server ({@code -P mongodb-test}). */
@Tag("mongodb-external")
@ExtendWith(ExternalMongo.Reachable.class)
class ExternalMongoEndToEndTest extends MongoEndToEndScenario {
  @Override
  String url() {
    return ExternalMongo.URL;
  }

  @Override
  int level() {
    return 0;
  }

  @Override
  String dbid() {
    return "lbx_e2e_0";
  }
}
