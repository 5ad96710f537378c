package com.linkbenchx.store.mongodb;

import com.mongodb.ConnectionString;
import com.mongodb.MongoClientSettings;
import com.mongodb.MongoCredential;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.event.CommandListener;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** Builds the one {@link MongoClient} (connection pool) a provider shares among its workers, as MongoDB advises. */
final class MongoConnector {
  private MongoConnector() {
  }

  /** @param listeners command listeners to add (tests use one to see the commands sent) */
  static MongoClient connect(MongoSettings settings, List<CommandListener> listeners) {
    return MongoClients.create(clientSettings(settings, listeners));
  }

  /** The client's settings: the connection string's, with the keys' timeouts, credential and pool size. */
  static MongoClientSettings clientSettings(MongoSettings settings, List<CommandListener> listeners) {
    ConnectionString connection = settings.connection();
    MongoClientSettings.Builder builder = MongoClientSettings.builder().applyConnectionString(connection);
    credential(settings).ifPresent(builder::credential);
    builder.applyToClusterSettings(cluster -> cluster.serverSelectionTimeout(settings.serverSelectionTimeoutMillis(),
        TimeUnit.MILLISECONDS));
    // The keys bound every wait (a url may not): a server that stops answering fails as a lost connection.
    builder.applyToSocketSettings(socket -> socket
        .connectTimeout(settings.outage().connectTimeoutSeconds(), TimeUnit.SECONDS)
        .readTimeout(settings.outage().readTimeoutSeconds(), TimeUnit.SECONDS));
    if (connection.getMaxConnectionPoolSize() == null) {
      // One operation per worker at a time: an unbounded pool never makes one wait (the default cap is 100).
      builder.applyToConnectionPoolSettings(pool -> pool.maxSize(Integer.MAX_VALUE));
    }
    settings.writeConcern().ifPresent(builder::writeConcern);
    settings.readPreference().ifPresent(builder::readPreference);
    listeners.forEach(builder::addCommandListener);
    return builder.build();
  }

  /** Credentials in the url win; otherwise {@code user} and the configured password log in to {@code authSource}. */
  private static Optional<MongoCredential> credential(MongoSettings settings) {
    MongoCredential fromUrl = settings.connection().getCredential();
    if (fromUrl != null) {
      if (fromUrl.getPassword() == null && !settings.password().isEmpty() && fromUrl.getMechanism() == null) {
        return Optional.of(MongoCredential.createCredential(fromUrl.getUserName(), fromUrl.getSource(),
            settings.password().reveal().toCharArray()));
      }
      return Optional.empty(); // applied with the connection string
    }
    if (settings.user().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(MongoCredential.createCredential(settings.user(), settings.authSource(),
        settings.password().reveal().toCharArray()));
  }
}
