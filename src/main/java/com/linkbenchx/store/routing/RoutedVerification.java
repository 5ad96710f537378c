package com.linkbenchx.store.routing;

import com.linkbenchx.config.Logs;
import com.linkbenchx.store.EndpointStoreProvider;
import com.linkbenchx.store.EndpointStoreProvider.RowsOutside;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.VerificationReport;
import com.linkbenchx.store.connection.Backoff;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.apache.logging.log4j.Logger;

/**
 * {@code --verify} over several endpoints, each checked alone: a shard must hold only rows of its own ids; cluster
 * members are compared by digest, a member still applying replicated writes given a few seconds to catch up.
 */
record RoutedVerification(RoutingStoreProvider routing, String dbid, long startId1, long maxId1, int maxExamples,
    CatchUp catchUp) {
  private static final Logger LOG = Logs.logger();
  /** Ten looks half a second apart: a cluster member applying replicated writes catches up in less. */
  static final CatchUp DEFAULT_CATCH_UP = new CatchUp(10, 500);

  /** How often, and how far apart, the members' digests are compared before they count as divergent. */
  record CatchUp(int attempts, long pauseMillis) {
  }

  VerificationReport shards(List<EndpointStoreProvider> endpoints) throws StoreException {
    long inRange = 0;
    long above = 0;
    long below = 0;
    long checked = 0;
    long mismatches = 0;
    long misplaced = 0;
    List<String> examples = new ArrayList<>();
    for (int i = 0; i < endpoints.size(); i++) {
      String own = routing.dbidAt(i, dbid);
      VerificationReport report = endpoints.get(i).verify(own, startId1, maxId1, maxExamples);
      RowsOutside outside = endpoints.get(i).rowsOutside(own, routing.nodeIds(i));
      LOG.info("Shard {} ({}, {}): nodes {} in range, {} above, {} below; count rows checked {}, mismatches {};"
          + " rows of other shards: {} links, {} counts, {} nodes", i, routing.name(i), routing.nodeIds(i),
          report.nodesInRange(), report.nodesAboveRange(), report.nodesBelowRange(), report.countRowsChecked(),
          report.countMismatches(), outside.links(), outside.counts(), outside.nodes());
      inRange += report.nodesInRange();
      above += report.nodesAboveRange();
      below += report.nodesBelowRange();
      checked += report.countRowsChecked();
      mismatches += report.countMismatches();
      misplaced += outside.total();
      addExamples(examples, i, report.examples());
      if (outside.total() > 0 && examples.size() < maxExamples) {
        examples.add("shard " + routing.name(i) + " holds " + outside.links() + " links, " + outside.counts()
            + " count rows and " + outside.nodes() + " nodes of other shards");
      }
    }
    return new VerificationReport(inRange, above, below, checked, mismatches, misplaced, 0, examples);
  }

  VerificationReport replicas(List<EndpointStoreProvider> endpoints) throws StoreException {
    long checked = 0;
    long mismatches = 0;
    VerificationReport first = null;
    List<String> examples = new ArrayList<>();
    for (int i = 0; i < endpoints.size(); i++) {
      VerificationReport report = endpoints.get(i).verify(routing.dbidAt(i, dbid), startId1, maxId1, maxExamples);
      LOG.info("Endpoint {}: nodes {} in range, {} above, {} below; count rows checked {}, mismatches {}",
          routing.name(i), report.nodesInRange(), report.nodesAboveRange(), report.nodesBelowRange(),
          report.countRowsChecked(), report.countMismatches());
      first = first == null ? report : first;
      checked += report.countRowsChecked();
      mismatches += report.countMismatches();
      addExamples(examples, i, report.examples());
    }
    long divergent = divergentEndpoints(endpoints, examples);
    return new VerificationReport(first.nodesInRange(), first.nodesAboveRange(), first.nodesBelowRange(), checked,
        mismatches, 0, divergent, examples);
  }

  /** Endpoints whose digest still differs from the first endpoint's after the catch-up attempts. */
  private long divergentEndpoints(List<EndpointStoreProvider> endpoints, List<String> examples) throws StoreException {
    if (endpoints.size() < 2) {
      return 0;
    }
    String[] digests = new String[endpoints.size()];
    long divergent = 0;
    for (int attempt = 1; attempt <= catchUp.attempts(); attempt++) {
      for (int i = 0; i < endpoints.size(); i++) {
        digests[i] = endpoints.get(i).contentDigest(routing.dbidAt(i, dbid));
      }
      divergent = Arrays.stream(digests, 1, digests.length).filter(digest -> !digest.equals(digests[0])).count();
      if (divergent == 0 || attempt == catchUp.attempts()) {
        break;
      }
      Backoff.pause(catchUp.pauseMillis());
    }
    if (divergent == 0) {
      LOG.info("All {} endpoints hold the same data ({})", endpoints.size(), digests[0]);
      return 0;
    }
    for (int i = 1; i < digests.length; i++) {
      if (!digests[i].equals(digests[0])) {
        String difference = routing.name(i) + " differs from " + routing.name(0) + ": " + digests[i] + " against "
            + digests[0];
        LOG.error("Endpoint {}", difference);
        if (examples.size() < maxExamples) {
          examples.add(difference);
        }
      }
    }
    return divergent;
  }

  private void addExamples(List<String> examples, int endpoint, List<String> found) {
    found.stream().limit(Math.max(0, maxExamples - examples.size()))
        .forEach(example -> examples.add(routing.name(endpoint) + ": " + example));
  }
}
