package com.linkbenchx.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.cli.CliProcess;
import com.mongodb.client.MongoClient;
import com.mongodb.client.MongoClients;
import com.mongodb.client.MongoDatabase;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.bson.BsonDocument;
import org.bson.Document;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The real command line with the shipped MongoDB configuration, every key checked strictly: a load,
 * a request phase, each checked with a plain client (all nodes there; every count document equal to
 * the visible links of its pair, both ways), then {@code --verify}. One subclass per server.
 */
abstract class MongoEndToEndScenario {
  private static final long NODES = 1000;
  private static final Pattern REQUESTS =
      Pattern.compile("REQUEST PHASE COMPLETED\\. (\\d+) requests done in (\\d+) seconds");

  @TempDir
  Path work;

  /** The server's connection string. */
  abstract String url();

  /** The transaction level to run with. */
  abstract int level();

  /** The database to load into (dropped first). */
  String dbid() {
    return "e2e_linkdb";
  }

  @Test
  void loadThenRequestsKeepEveryCountExact() throws Exception {
    try (MongoClient client = MongoClients.create(url())) {
      client.getDatabase(dbid()).drop();
    }

    CliProcess.Result load = run("-l");
    assertEquals(0, load.exitCode(), load.all());
    assertTrue(load.stderr().contains("LOAD PHASE COMPLETED.  Loaded " + NODES + " nodes (Expected " + NODES + ")"),
        load.stderr());
    try (MongoClient client = MongoClients.create(url())) {
      MongoDatabase database = client.getDatabase(dbid());
      assertEquals(NODES, database.getCollection("nodetable").countDocuments());
      assertEquals(1L, database.getCollection("nodetable").find().sort(new Document("_id", 1)).first().get("_id"));
      assertTrue(database.getCollection("linktable").countDocuments() > NODES);
      assertEquals(List.of(), countMismatches(database));
    }

    // A larger maxid1 than was loaded: refused before the phase starts, naming both ranges.
    CliProcess.Result wrongGraph = run("-r", "-D", "maxid1=100001", "-D", "maxtime=5");
    assertEquals(3, wrongGraph.exitCode(), wrongGraph.all());
    assertTrue(wrongGraph.stderr().contains("Store error: The request phase would draw ids from [1, 100001) (startid1,"
        + " maxid1), but dbid " + dbid() + " holds node ids [1, " + (NODES + 1) + "): 99.0% of them were never loaded"),
        wrongGraph.stderr());

    Path stream = work.resolve("stream.csv");
    CliProcess.Result requests = run("-r", "-D", "requestrate=100", "-D", "maxtime=10", "--csvstream",
        stream.toString());
    assertEquals(0, requests.exitCode(), requests.all());
    Matcher matcher = REQUESTS.matcher(requests.stderr());
    assertTrue(matcher.find(), requests.stderr());
    assertTrue(Long.parseLong(matcher.group(1)) > 100, "requests done: " + matcher.group(1));
    assertTrue(requests.stderr().contains("Store retries, request phase: transient=0 reconnects=0 failed=0"),
        requests.stderr());
    List<String> rows = Files.readAllLines(stream);
    assertTrue(rows.stream().anyMatch(row -> row.contains(",ADD_LINK,")), rows.toString());
    assertTrue(rows.stream().anyMatch(row -> row.contains(",GET_LINKS_LIST,")), rows.toString());
    try (MongoClient client = MongoClients.create(url())) {
      assertEquals(List.of(), countMismatches(client.getDatabase(dbid())));
    }

    CliProcess.Result verify = run("--verify");
    assertEquals(0, verify.exitCode(), verify.all());
    assertTrue(verify.stderr().contains("VERIFY PASSED"), verify.stderr());
  }

  private CliProcess.Result run(String... args) throws Exception {
    List<String> all = new ArrayList<>(List.of(
        "-c", CliProcess.PROJECT_DIR.resolve("config/LinkConfigMongoDb.properties").toString(),
        "-D", "url=" + url(), "-D", "dbid=" + dbid(), "-D", "transaction_support_level=" + level(),
        "-D", "maxid1=" + (NODES + 1), "-D", "loaders=2", "-D", "requesters=4", "-D", "displayfreq=5",
        "-D", "load_random_seed=7", "-D", "request_random_seed=7", "-D", "strict_keys=true"));
    all.addAll(List.of(args));
    return CliProcess.run(work, 240, all.toArray(String[]::new));
  }

  /** Pairs whose count document differs from their number of visible links, both ways. */
  static List<String> countMismatches(MongoDatabase database) {
    Map<String, Long> visible = new HashMap<>();
    database.getCollection("linktable", BsonDocument.class).find(new Document("visibility", 1)).forEach(link -> {
      BsonDocument key = link.getDocument("_id");
      visible.merge(key.getInt64("id1").getValue() + "/" + key.getInt64("link_type").getValue(), 1L, Long::sum);
    });
    Map<String, Long> counts = new HashMap<>();
    database.getCollection("counttable", BsonDocument.class).find().forEach(count -> {
      BsonDocument key = count.getDocument("_id");
      counts.put(key.getInt64("id1").getValue() + "/" + key.getInt64("link_type").getValue(),
          count.getInt64("count").getValue());
    });
    List<String> mismatches = new ArrayList<>();
    visible.forEach((pair, links) -> {
      if (!links.equals(counts.get(pair))) {
        mismatches.add(pair + " visible=" + links + " count=" + counts.get(pair));
      }
    });
    counts.forEach((pair, count) -> {
      if (!visible.containsKey(pair) && count != 0) {
        mismatches.add(pair + " visible=0 count=" + count);
      }
    });
    return mismatches;
  }
}
