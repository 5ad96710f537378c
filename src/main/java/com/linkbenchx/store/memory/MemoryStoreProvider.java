package com.linkbenchx.store.memory;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.DataVerifier;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.GraphStoreProvider;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.ServerInfo;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.VerificationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The in-memory backend ({@code com.facebook.LinkBench.MemoryLinkStore} in original configuration files): one dataset
 * for the whole run, a {@link MemoryGraphStore} view of it per worker. Unlike LinkBench's MemoryLinkStore, and like its
 * MySQL adapter: a real count table, bulk loading, addLink and updateLink as one upsert, node ids from 1 without a
 * reset, per-pair locking.
 */
public final class MemoryStoreProvider implements GraphStoreProvider, DataVerifier, LoadTarget {
  private static final double MIN_BYTES_PER_ROW = 48;
  private static final double MB = 1024.0 * 1024;

  private final MemoryDataset dataset = new MemoryDataset();

  @Override
  public void configure(Config config) {
    // No keys: the store needs no settings.
  }

  @Override
  public GraphStore openGraphStore(Phase phase, int threadId) {
    return new MemoryGraphStore(dataset);
  }

  /** Every pair's count against its visible rows, and node ids by range. */
  @Override
  public VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) {
    AtomicLong checked = new AtomicLong();
    AtomicLong mismatches = new AtomicLong();
    List<String> examples = new ArrayList<>();
    dataset.links(dbid).forEachPair((id1, linkType, pair) -> {
      long visible = pair.visibleRows();
      long count = pair.count();
      if (visible == 0 && count == 0) {
        return; // a pair whose links were all deleted: consistent, like a count row of 0
      }
      checked.incrementAndGet();
      if (visible != count) {
        mismatches.incrementAndGet();
        if (examples.size() < maxExamples) {
          examples.add("id1=" + id1 + " link_type=" + linkType + ": " + visible + " visible links, count " + count);
        }
      }
    });
    long[] nodes = dataset.nodes(dbid).countByRange(startId1, maxId1);
    return new VerificationReport(nodes[1], nodes[2], nodes[0], checked.get(), mismatches.get(), List.copyOf(examples));
  }

  @Override
  public List<String> nonEmptyTables(String dbid) {
    List<String> tables = new ArrayList<>();
    if (dataset.hasLinks(dbid)) {
      tables.add("links");
    }
    if (dataset.hasNodes(dbid)) {
      tables.add("nodes");
    }
    return tables;
  }

  @Override
  public void truncate(String dbid) {
    dataset.truncate(dbid);
  }

  /**
   * Refuses a graph whose rows alone need more than the heap: any stored link or node takes more than 48 bytes before
   * its payload, so a refused load could never have finished.
   */
  @Override
  public void checkReadyToLoad(double nodes, double links) throws StoreException {
    double neededMb = (nodes + links) * MIN_BYTES_PER_ROW / MB;
    double heapMb = Runtime.getRuntime().maxMemory() / MB;
    if (neededMb > heapMb) {
      throw new StoreException(ErrorKind.FATAL, String.format(Locale.ROOT,
          "the in-memory store cannot hold this graph: about %.3g nodes and %.3g links need more than %.0f MB"
              + " of heap, and the heap is at most %.0f MB; lower maxid1, or raise HEAPSIZE (in MB)",
          nodes, links, neededMb, heapMb));
    }
  }

  /** Built into the driver: there is no server to ask. */
  @Override
  public Optional<ServerInfo> serverInfo() {
    return Optional.of(new ServerInfo("in-memory store", "built into the driver"));
  }

  @Override
  public String describe() {
    return "in-memory store";
  }
}
