package com.linkbenchx.driver;

import com.linkbenchx.config.Coordination;
import com.linkbenchx.load.LoadSettings;
import com.linkbenchx.request.RequestSettings;
import com.linkbenchx.store.LoadTarget;
import com.linkbenchx.store.StoreSet;
import com.linkbenchx.workload.GraphShape;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The one line that states what a run will do, from its validated settings, so a user who mistyped a key sees what
 * the run actually uses (for example that {@code requestrate <= 0} means a closed loop).
 */
final class RunPlan {
  private static final String[] LARGE_NUMBERS = {"thousand", "million", "billion", "trillion"};
  private static final MathContext THREE_DIGITS = new MathContext(3);

  private RunPlan() {
  }

  /** {@code load} and {@code requests} are null for a phase not selected; {@code loadLinks} is an estimate. */
  static String describe(LoadSettings load, double loadLinks, RequestSettings requests, boolean verify,
      GraphShape graph, StoreSet stores, Coordination coordination) {
    List<String> phases = new ArrayList<>();
    if (load != null) {
      phases.add("load");
    }
    if (requests != null) {
      phases.add("request");
    }
    if (verify) {
      phases.add("verify");
    }
    StringBuilder line = new StringBuilder("Plan: ").append(String.join(" + ", phases));
    line.append(" on ").append(stores.linkProvider().describe());
    if (stores.nodeProvider() != stores.linkProvider()) {
      line.append(" (nodes on ").append(stores.nodeProvider().describe()).append(')');
    }
    line.append("; ids [").append(graph.startId1()).append(", ").append(graph.maxId1()).append(')');
    if (load != null) {
      line.append("; load: ").append(load.loaders()).append(load.loaders() == 1 ? " loader" : " loaders")
          .append(load.generateNodes()
              ? String.format(Locale.ROOT, ", %,d nodes and about %s links", graph.maxId1() - graph.startId1(),
                  approximately(loadLinks))
              : ", links only (about " + approximately(loadLinks) + " links)");
      String path = stores.linkProvider().loadTarget().map(LoadTarget::loadPath).orElse("");
      if (!path.isEmpty()) {
        line.append(", ").append(path);
      }
    }
    if (requests != null) {
      line.append("; requests: ").append(requestMode(requests));
    }
    if (coordination.isShared()) {
      line.append("; ").append(coordination.describe()).append(", running its share of the above");
    }
    coordination.startAt().ifPresent(start -> line.append("; starts at ").append(start));
    return line.toString();
  }

  /** A count to three significant digits, in words from ten thousand to trillions: "5.25 million". */
  static String approximately(double count) {
    if (count < 10_000) {
      return String.format(Locale.ROOT, "%,d", Math.round(count));
    }
    double rounded = new BigDecimal(count).round(THREE_DIGITS).doubleValue();
    for (int i = LARGE_NUMBERS.length - 1; i >= 0; i--) {
      double unit = Math.pow(1000, i + 1);
      if (rounded >= unit && rounded < 1000 * unit) {
        return BigDecimal.valueOf(rounded / unit).round(THREE_DIGITS).stripTrailingZeros().toPlainString() + " "
            + LARGE_NUMBERS[i];
      }
    }
    return String.format(Locale.ROOT, "%.3g", count);
  }

  private static String requestMode(RequestSettings requests) {
    if (!requests.enabled()) {
      return "none (requesters = 0)";
    }
    String mode = requests.closedLoop()
        ? "closed loop (requestrate " + requests.requestRate() + " <= 0: each requester runs back to back)"
        : "open loop at " + requests.requestRate() + " requests/s";
    return mode + ", " + requests.requesters() + (requests.requesters() == 1 ? " requester" : " requesters")
        + ", up to " + requests.maxTimeSeconds() + " s (warmup " + requests.warmupSeconds() + " s"
        + (requests.warmupDefaulted() ? ": default maxtime/5, at most 20 s; warmup_time sets it" : "") + ")"
        + " or " + requests.requests() + " requests";
  }
}
