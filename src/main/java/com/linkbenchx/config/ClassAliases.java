package com.linkbenchx.config;

import java.util.Map;

/**
 * Maps the class names found in original LinkBench configuration files ({@code linkstore}, {@code nodestore},
 * {@code *_function}, {@code *_datagen}, {@code link_multiget_dist}) to this project's classes, so old files run
 * unchanged. Names not listed here are used as they are.
 */
public final class ClassAliases {
  private static final String FB = "com.facebook.LinkBench.";
  private static final String PERCONA = "com.percona.LinkBench.";
  private static final String STORE = "com.linkbenchx.store.";
  private static final String DIST = "com.linkbenchx.workload.distributions.";
  private static final String GEN = "com.linkbenchx.workload.generators.";

  private static final Map<String, String> ALIASES = Map.ofEntries(
      Map.entry(FB + "LinkStoreMysql", STORE + "mysql.MySqlStoreProvider"),
      Map.entry(FB + "LinkStorePgsql", STORE + "pgsql.PgsqlStoreProvider"),
      Map.entry(FB + "MemoryLinkStore", STORE + "memory.MemoryStoreProvider"),
      Map.entry(PERCONA + "LinkStoreMongoDBv2", STORE + "mongodb.MongoStoreProvider"),
      Map.entry(FB + "LinkStoreMongoDBv2", STORE + "mongodb.MongoStoreProvider"),
      Map.entry(FB + "LinkStoreMongoDb2", STORE + "mongodb.MongoStoreProvider"),
      Map.entry(FB + "LinkStoreMongoDbBasic", STORE + "mongodb.MongoStoreProvider"),
      Map.entry(FB + "distributions.ZipfDistribution", DIST + "ZipfDistribution"),
      Map.entry(FB + "distributions.UniformDistribution", DIST + "UniformDistribution"),
      Map.entry(FB + "distributions.GeometricDistribution", DIST + "GeometricDistribution"),
      Map.entry(FB + "distributions.LogNormalDistribution", DIST + "LogNormalDistribution"),
      Map.entry(FB + "RealDistribution", DIST + "RealDistribution"),
      Map.entry(FB + "distributions.RealDistribution", DIST + "RealDistribution"),
      Map.entry(FB + "generators.MotifDataGenerator", GEN + "MotifDataGenerator"),
      Map.entry(FB + "generators.UniformDataGenerator", GEN + "UniformDataGenerator"));

  private ClassAliases() {
  }

  /** This project's class name for {@code name} (trimmed), or {@code name} itself. */
  public static String resolve(String name) {
    String trimmed = name.trim();
    return ALIASES.getOrDefault(trimmed, trimmed);
  }

  /** Loads the class a config value names, as a subtype of {@code expected}; a clean ConfigError otherwise. */
  public static <T> Class<? extends T> load(String key, String name, Class<T> expected) {
    Class<?> loaded;
    try {
      loaded = Class.forName(resolve(name), true, Thread.currentThread().getContextClassLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new ConfigError("Configuration key " + key + " names class '" + name.trim()
          + "', which was not found on the classpath (add its jar to lib/)");
    }
    if (!expected.isAssignableFrom(loaded)) {
      throw new ConfigError("Configuration key " + key + " names class '" + name.trim()
          + "', which is not a " + expected.getSimpleName());
    }
    return loaded.asSubclass(expected);
  }

  /** Instantiates a class named by a config value through its public no-argument constructor. */
  public static <T> T instantiate(String key, String name, Class<T> expected) {
    Class<? extends T> type = load(key, name, expected);
    try {
      return type.getConstructor().newInstance();
    } catch (ReflectiveOperationException | RuntimeException e) {
      throw new ConfigError("Configuration key " + key + " names class '" + name.trim()
          + "', which could not be instantiated: " + e);
    }
  }
}
