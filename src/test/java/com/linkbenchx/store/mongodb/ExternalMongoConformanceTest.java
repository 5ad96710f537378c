package com.linkbenchx.store.mongodb;

import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.extension.ExtendWith;

/** The conformance suite without transactions (level 0) on the external server ({@code -P mongodb-test}). */
@Tag("mongodb-external")
@ExtendWith(ExternalMongo.Reachable.class)
class ExternalMongoConformanceTest extends ExternalMongoConformance {
  @Override
  int level() {
    return 0;
  }
}
