package com.linkbenchx.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.TestProject;
import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.ConfigLoader;
import com.linkbenchx.config.KeyFamily;
import com.linkbenchx.config.KeyRegistry;
import com.linkbenchx.config.KeySet;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.store.embedded.EmbeddedMariaDbStoreProvider;
import com.linkbenchx.store.memory.MemoryStoreProvider;
import com.linkbenchx.store.mongodb.MongoStoreProvider;
import com.linkbenchx.store.mysql.MySqlStoreProvider;
import com.linkbenchx.store.noop.NoopStoreProvider;
import com.linkbenchx.store.pgsql.PgsqlStoreProvider;
import com.linkbenchx.store.scripted.ScriptedDelayStoreProvider;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The registry is complete and is the only way keys are read: every key constant of a
 * {@code *Keys} class is registered, every shipped store declares only registered keys, the
 * shipped configuration files use only known keys, and no main source file reads or declares a
 * key anywhere else.
 */
class KeyRegistryCoverageTest {
  private static final Path MAIN = TestProject.DIR.resolve("src/main/java");
  private static final Pattern KEY_DECLARATION = Pattern.compile(
      "\\b(ConfigKey\\.(integer|longInteger|decimal|bool|string|choice|path|className|host|properties|level)"
          + "|KeyFamily\\.of)\\(");
  private static final List<Pattern> RAW_READS = List.of(
      Pattern.compile("\\.asMap\\(\\)"),
      Pattern.compile("\\bConfig\\.of\\("),
      Pattern.compile("\\.with\\(\\s*\""),
      Pattern.compile("\\.without\\(\\s*\""));

  private static List<Path> mainSources() throws IOException {
    try (Stream<Path> files = Files.walk(MAIN)) {
      return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
    }
  }

  private static String className(Path source) {
    String relative = MAIN.relativize(source).toString();
    return relative.substring(0, relative.length() - ".java".length()).replace('/', '.');
  }

  private static boolean isConfigPackage(Path source) {
    return MAIN.relativize(source).getParent().toString().equals("com/linkbenchx/config");
  }

  @Test
  void keysAreDeclaredOnlyInKeysClasses() throws IOException {
    List<String> offenders = new ArrayList<>();
    for (Path source : mainSources()) {
      String name = source.getFileName().toString();
      if (name.endsWith("Keys.java") || name.equals("ConfigKey.java") || name.equals("KeyFamily.java")) {
        continue;
      }
      Matcher matcher = KEY_DECLARATION.matcher(Files.readString(source));
      if (matcher.find()) {
        offenders.add(className(source) + ": " + matcher.group());
      }
    }
    assertEquals(List.of(), offenders, "declare keys in a *Keys class and list it in BuiltInKeys");
  }

  @Test
  void noMainCodeReadsARawKey() throws IOException {
    List<String> offenders = new ArrayList<>();
    for (Path source : mainSources()) {
      if (isConfigPackage(source)) {
        continue;
      }
      String text = Files.readString(source);
      for (Pattern raw : RAW_READS) {
        Matcher matcher = raw.matcher(text);
        if (matcher.find()) {
          offenders.add(className(source) + ": " + matcher.group());
        }
      }
    }
    assertEquals(List.of(), offenders, "read configuration only through declared keys (ConfigKey.read)");
  }

  @Test
  void everyKeyConstantIsRegistered() throws Exception {
    KeyRegistry everything = BuiltInKeys.everything();
    List<KeyFamily<?>> families = everything.sets().stream().flatMap(set -> set.families().stream()).toList();
    List<String> missing = new ArrayList<>();
    int checked = 0;
    for (Path source : mainSources()) {
      if (!source.getFileName().toString().endsWith("Keys.java")) {
        continue;
      }
      Class<?> type = Class.forName(className(source));
      for (Field field : type.getDeclaredFields()) {
        if (!Modifier.isStatic(field.getModifiers())) {
          continue;
        }
        field.setAccessible(true);
        Object value = field.get(null);
        if (value instanceof ConfigKey<?> key) {
          checked++;
          if (everything.find(key.name()).orElse(null) != key) {
            missing.add(type.getSimpleName() + "." + field.getName());
          }
        } else if (value instanceof KeyFamily<?> family) {
          checked++;
          if (!families.contains(family)) {
            missing.add(type.getSimpleName() + "." + field.getName());
          }
        }
      }
    }
    assertEquals(List.of(), missing, "add the group to BuiltInKeys");
    assertTrue(checked > 90, "only " + checked + " key constants found");
  }

  @Test
  void shippedStoresDeclareRegisteredKeysWithDocumentation() {
    KeyRegistry everything = BuiltInKeys.everything();
    List<StoreProvider> providers = List.of(new MemoryStoreProvider(), new NoopStoreProvider(),
        new MySqlStoreProvider(), new PgsqlStoreProvider(), new EmbeddedMariaDbStoreProvider(),
        new ScriptedDelayStoreProvider(), new MongoStoreProvider());
    for (StoreProvider provider : providers) {
      for (ConfigKey<?> key : provider.configKeys().keys()) {
        assertTrue(everything.find(key.name()).orElse(null) == key, provider.describe() + ": " + key);
      }
    }
    for (KeySet set : everything.sets()) {
      for (ConfigKey<?> key : set.keys()) {
        assertTrue(!key.doc().isEmpty() && !key.scope().isEmpty(), key + " needs a scope and a doc line");
      }
    }
  }

  @Test
  void aPluginStoresDeclaredKeysAreKnownOnlyWhenItIsConfigured() {
    Config plugin = Config.of(Map.of("linkstore", "com.linkbenchx.driver.PluginStore", "plugin_greeting", "hi"));
    StoreSet pluginStores = StoreProviders.instantiate(plugin);
    assertTrue(BuiltInKeys.forRun(pluginStores).isKnown("plugin_greeting"));
    assertEquals(List.of(), unread(plugin, BuiltInKeys.forRun(pluginStores), BuiltInKeys.everything(), "x"));
    Config memory = plugin.with("linkstore", MemoryStoreProvider.class.getName());
    assertEquals(List.of("Unknown configuration key plugin_greeting"), unread(memory,
        BuiltInKeys.forRun(StoreProviders.instantiate(memory)), BuiltInKeys.everything(), "x"));
  }

  /** The original MongoDB configuration's own keys run unchanged, under strict_keys too. */
  @Test
  void linkBenchsMongoDbKeysAreKnown() {
    Config mongo = Config.of(Map.of("linkstore", "com.percona.LinkBench.LinkStoreMongoDBv2",
        "generate_nodes_first", "true", "transtable", "transtable"));
    assertEquals(List.of(), unread(mongo, BuiltInKeys.forRun(StoreProviders.instantiate(mongo)),
        BuiltInKeys.everything(), "x"));
  }

  @Test
  void shippedConfigurationsUseOnlyKnownKeys() throws IOException {
    List<Path> configs;
    try (Stream<Path> files = Files.list(TestProject.DIR.resolve("config"))) {
      configs = files.filter(file -> file.getFileName().toString().startsWith("LinkConfig")).sorted().toList();
    }
    assertEquals(5, configs.size(), configs.toString());
    for (Path file : configs) {
      Config config = new ConfigLoader(TestProject.DIR).load(file, Map.of());
      StoreSet stores = StoreProviders.instantiate(config);
      assertEquals(List.of(), unread(config, BuiltInKeys.forRun(stores), BuiltInKeys.everything(), "x"),
          file.toString());
    }
  }

  private static List<String> unread(Config config, KeyRegistry run, KeyRegistry everything, String stores) {
    return run.unreadKeys(config, everything, stores);
  }
}
