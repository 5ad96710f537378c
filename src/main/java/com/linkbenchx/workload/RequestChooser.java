package com.linkbenchx.workload;

import com.linkbenchx.workload.distributions.ProbabilityDistribution;
import java.util.Random;

/**
 * What one requester touches next: id1s, node ids, link types, id2s and multiget sizes, drawn only from the caller's
 * generator. One instance per requester. LinkBench passed 0 as the previous id of every link access, so ROUND_ROBIN
 * always returned startid1; here the previous id of each link access kind is remembered.
 */
public final class RequestChooser {
  public static final double P_ADD_EXIST = 0.05;
  public static final double P_UPDATE_EXIST = 0.9;
  public static final double P_DELETE_EXIST = 0.9;
  public static final double P_GET_EXIST = 0.5;

  private final GraphShape graph;
  private final AccessDistribution linkReads;
  private final AccessDistribution linkWrites;
  private final AccessDistribution nodeReads;
  private final AccessDistribution nodeUpdates;
  private final AccessDistribution nodeDeletes;
  private final ProbabilityDistribution multigetSizes;
  private final Id2Chooser id2s;
  private long previousLinkRead;
  private long previousLinkWrite;

  RequestChooser(GraphShape graph, AccessDistribution linkReads, AccessDistribution linkWrites,
      AccessDistribution nodeReads, AccessDistribution nodeUpdates, AccessDistribution nodeDeletes,
      ProbabilityDistribution multigetSizes, Id2Chooser id2s) {
    this.graph = graph;
    this.linkReads = linkReads;
    this.linkWrites = linkWrites;
    this.nodeReads = nodeReads;
    this.nodeUpdates = nodeUpdates;
    this.nodeDeletes = nodeDeletes;
    this.multigetSizes = multigetSizes;
    this.id2s = id2s;
  }

  /** id1 for COUNT_LINK, MULTIGET_LINK and GET_LINKS_LIST. */
  public long linkReadId1(Random rng) {
    previousLinkRead = linkReads.nextId(rng, previousLinkRead);
    return previousLinkRead;
  }

  /** id1 for ADD_LINK, DELETE_LINK and UPDATE_LINK (uncorrelated part per read_uncorr_* by default). */
  public long linkWriteId1(Random rng) {
    previousLinkWrite = linkWrites.nextId(rng, previousLinkWrite);
    return previousLinkWrite;
  }

  /** @param previousId the node id the requester touched last (LinkBench starts it at startid1) */
  public long nodeReadId(Random rng, long previousId) {
    return requireNodeOps(nodeReads).nextId(rng, previousId);
  }

  public long nodeUpdateId(Random rng, long previousId) {
    return requireNodeOps(nodeUpdates).nextId(rng, previousId);
  }

  public long nodeDeleteId(Random rng, long previousId) {
    return requireNodeOps(nodeDeletes).nextId(rng, previousId);
  }

  /** 123456789 + nextInt(link_type_count). */
  public long linkType(Random rng) {
    return GraphShape.linkType(rng.nextInt(graph.linkTypeCount()));
  }

  /**
   * An id2 that exists initially with probability about {@code pExisting} (one of the P_* constants).
   *
   * @throws IllegalArgumentException when id1 is outside [startid1, maxid1) or linkType is not configured
   */
  public long chooseId2(Random rng, long id1, long linkType, double pExisting) {
    return id2s.choose(rng, id1, linkType, pExisting);
  }

  /** {@code count} id2s for one multiget, distinct when the range allows it. */
  public long[] chooseId2s(Random rng, long id1, long linkType, int count, double pExisting) {
    return id2s.chooseMany(rng, id1, linkType, count, pExisting);
  }

  /** How many id2s one multiget asks for: a draw from link_multiget_dist, or 1 when it is not set. */
  public int multigetSize(Random rng) {
    return multigetSizes == null ? 1 : (int) multigetSizes.choose(rng);
  }

  private static AccessDistribution requireNodeOps(AccessDistribution distribution) {
    if (distribution == null) {
      throw new IllegalStateException("no node access distributions: the operation mix has no node operations");
    }
    return distribution;
  }
}
