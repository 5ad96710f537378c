package com.linkbenchx.results;

import com.linkbenchx.model.LinkBenchOp;
import com.linkbenchx.model.Phase;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The operations the results keep, named one by one so reordering {@link LinkBenchOp} changes the
 * order of outputs but never which operation is counted where. Lists iterate in the enum's order.
 */
public final class RecordedOps {
  private static final Set<LinkBenchOp> REQUEST_SET = EnumSet.of(LinkBenchOp.ADD_NODE, LinkBenchOp.UPDATE_NODE,
      LinkBenchOp.DELETE_NODE, LinkBenchOp.GET_NODE, LinkBenchOp.ADD_LINK, LinkBenchOp.DELETE_LINK,
      LinkBenchOp.UPDATE_LINK, LinkBenchOp.COUNT_LINK, LinkBenchOp.MULTIGET_LINK, LinkBenchOp.GET_LINKS_LIST);

  private static final Set<LinkBenchOp> LOAD_SET = EnumSet.of(LinkBenchOp.LOAD_NODE_BULK, LinkBenchOp.LOAD_LINK,
      LinkBenchOp.LOAD_LINKS_BULK, LinkBenchOp.LOAD_COUNTS_BULK);

  private static final Set<LinkBenchOp> ALL_SET =
      EnumSet.copyOf(Stream.concat(REQUEST_SET.stream(), LOAD_SET.stream()).toList());

  /** Request operations in LinkBench's order. */
  public static final List<LinkBenchOp> REQUEST = List.copyOf(REQUEST_SET);

  /** Load operations in LinkBench's order. */
  public static final List<LinkBenchOp> LOAD = List.copyOf(LOAD_SET);

  /** The operations the log, verdict and report put first, in LinkBenchX's order. */
  public static final List<LinkBenchOp> HEADLINE = List.of(LinkBenchOp.ADD_LINK, LinkBenchOp.GET_LINKS_LIST);

  /** All recorded operations in LinkBench's order. */
  public static final List<LinkBenchOp> ALL = List.copyOf(ALL_SET);

  private RecordedOps() {
  }

  public static boolean isRecorded(LinkBenchOp op) {
    return op != null && ALL_SET.contains(op);
  }

  public static boolean isRequestOp(LinkBenchOp op) {
    return op != null && REQUEST_SET.contains(op);
  }

  /** The operations of one phase. */
  public static List<LinkBenchOp> of(Phase phase) {
    return phase == Phase.LOAD ? LOAD : REQUEST;
  }
}
