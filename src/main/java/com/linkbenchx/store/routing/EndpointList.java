package com.linkbenchx.store.routing;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.connection.ConnectionKeys;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The endpoints named by comma-separated {@code host}, {@code port} and {@code dbid} lists, of one value (for all) or
 * of one length. A dbid list makes shards (schemas, possibly on one server): only {@code shard_by_id1} accepts one.
 */
final class EndpointList {
  /** More would open more connections per worker than any server accepts. */
  static final int MAX_ENDPOINTS = 256;

  /** One endpoint: its position and its own values (absent when the run's applies). */
  record Endpoint(int index, Optional<String> host, Optional<String> port, Optional<String> dbid) {
    /** The run's configuration as this endpoint sees it: its own host, port and dbid. */
    Config configure(Config config) {
      Config own = host.isPresent() ? config.with(ConnectionKeys.HOST, host.get()) : config;
      own = port.isPresent() ? own.with(ConnectionKeys.PORT, port.get()) : own;
      return dbid.isPresent() ? own.with(StoreKeys.DBID, dbid.get()) : own;
    }
  }

  private EndpointList() {
  }

  /** True when {@code host}, {@code port} or {@code dbid} lists more than one value. */
  static boolean listsSeveral(Config config) {
    return values(config, ConnectionKeys.HOST).size() > 1 || values(config, ConnectionKeys.PORT).size() > 1
        || values(config, StoreKeys.DBID).size() > 1;
  }

  static List<Endpoint> parse(Config config, Routing routing) {
    List<String> hosts = values(config, ConnectionKeys.HOST);
    List<String> ports = values(config, ConnectionKeys.PORT);
    List<String> dbids = values(config, StoreKeys.DBID);
    int servers = Math.max(hosts.size(), ports.size());
    requireLength(ConnectionKeys.HOST, hosts, ConnectionKeys.PORT, ports, servers);
    if (routing == Routing.ROUND_ROBIN && dbids.size() > 1) {
      throw new ConfigError("Configuration key dbid lists " + dbids.size() + " databases, but routing = round_robin"
          + " needs every endpoint to hold the same one; set routing = shard_by_id1 to use them as shards");
    }
    int count = Math.max(servers, dbids.size());
    requireLength(ConnectionKeys.HOST, hosts, StoreKeys.DBID, dbids, count);
    requireLength(ConnectionKeys.PORT, ports, StoreKeys.DBID, dbids, count);
    if (count > MAX_ENDPOINTS) {
      throw new ConfigError("Configuration keys host, port and dbid name " + count + " endpoints; at most "
          + MAX_ENDPOINTS + " are supported");
    }
    List<Endpoint> endpoints = new ArrayList<>(count);
    Set<String> seen = new HashSet<>();
    for (int i = 0; i < count; i++) {
      Endpoint endpoint = new Endpoint(i, pick(hosts, i), pick(ports, i), pick(dbids, i));
      String key = endpoint.host().orElse("") + ":" + endpoint.port().orElse("") + "/" + endpoint.dbid().orElse("");
      if (!seen.add(key)) {
        throw new ConfigError("Configuration keys host, port and dbid name the same endpoint twice ("
            + key + "); list each server or schema once");
      }
      endpoints.add(endpoint);
    }
    return endpoints;
  }

  private static void requireLength(ConfigKey<?> oneKey, List<String> one, ConfigKey<?> otherKey, List<String> other,
      int count) {
    for (var entry : List.of(Map.entry(oneKey, one), Map.entry(otherKey, other))) {
      int size = entry.getValue().size();
      if (size > 1 && size != count) {
        ConfigKey<?> longer = entry.getKey() == oneKey ? otherKey : oneKey;
        throw new ConfigError("Configuration key " + entry.getKey().name() + " lists " + size + " values but "
            + longer.name() + " lists " + count + "; give one value for all endpoints or one per endpoint");
      }
    }
  }

  private static Optional<String> pick(List<String> values, int index) {
    return values.isEmpty() ? Optional.empty() : Optional.of(values.get(values.size() == 1 ? 0 : index));
  }

  /** The key's comma-separated values, trimmed; empty when the key is absent. */
  private static List<String> values(Config config, ConfigKey<?> key) {
    Optional<String> raw = key.raw(config);
    if (raw.isEmpty()) {
      return List.of();
    }
    String text = raw.get();
    if (text.indexOf(',') < 0) {
      return List.of(text);
    }
    List<String> values = new ArrayList<>();
    for (String value : text.split(",", -1)) {
      String trimmed = value.trim();
      if (trimmed.isEmpty()) {
        throw new ConfigError("Configuration key " + key.name() + " has an empty entry in its list '" + text
            + "'; separate values with single commas");
      }
      values.add(trimmed);
    }
    return values;
  }
}
