package com.linkbenchx.store.mongodb;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoException;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.extension.ConditionEvaluationResult;
import org.junit.jupiter.api.extension.ExecutionCondition;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * The real MongoDB server of {@code mvn test -P mongodb-test}: {@code -Dlinkbench.mongodb.url=...}
 * (default mongodb://127.0.0.1:27017). Probed once per test run; when nothing answers, every
 * external MongoDB test is skipped and one line says why. Tests of the transactional level also
 * need a replica set or a sharded cluster.
 */
public final class ExternalMongo {
  public static final String URL = System.getProperty("linkbench.mongodb.url", "mongodb://127.0.0.1:27017");

  private ExternalMongo() {
  }

  /** Probed once: the server's description, or empty when unreachable. */
  private static final class Probe {
    static final Optional<ServerInfo> SERVER = probe();

    private static Optional<ServerInfo> probe() {
      MongoClientSettings settings = MongoClientSettings.builder().applyConnectionString(new ConnectionString(URL))
          .applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(2, TimeUnit.SECONDS)).build();
      try (MongoClient client = MongoClients.create(settings)) {
        return Optional.of(ServerInfo.probe(client));
      } catch (MongoException e) {
        System.err.println("MongoDB tests skipped: no MongoDB server answered at " + URL
            + " (set -Dlinkbench.mongodb.url=mongodb://HOST:PORT)");
        return Optional.empty();
      }
    }
  }

  /** Runs a test class only when the external server answers. */
  public static final class Reachable implements ExecutionCondition {
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
      return Probe.SERVER.isPresent() ? ConditionEvaluationResult.enabled("MongoDB at " + URL)
          : ConditionEvaluationResult.disabled("no MongoDB server at " + URL);
    }
  }

  /** Runs a test class only when the external server answers and runs multi-document transactions. */
  public static final class WithTransactions implements ExecutionCondition {
    @Override
    public ConditionEvaluationResult evaluateExecutionCondition(ExtensionContext context) {
      if (Probe.SERVER.isEmpty()) {
        return ConditionEvaluationResult.disabled("no MongoDB server at " + URL);
      }
      return Probe.SERVER.get().hasTransactions() ? ConditionEvaluationResult.enabled("transactions at " + URL)
          : ConditionEvaluationResult.disabled("MongoDB at " + URL + " has no transactions ("
              + Probe.SERVER.get().describe() + ")");
    }
  }

  static boolean hasTransactions() {
    return Probe.SERVER.map(ServerInfo::hasTransactions).orElse(false);
  }
}
