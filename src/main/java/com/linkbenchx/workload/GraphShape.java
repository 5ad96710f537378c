package com.linkbenchx.workload;

import com.linkbenchx.workload.distributions.InvertibleShuffler;
import java.util.Random;
import java.util.SplittableRandom;

/**
 * The shape of the generated graph: the id1 range, each id1's out-degree T(id1) and its split across link types. Load
 * and request phases both ask this object, so they agree on which (id1, type, id2) rows exist initially. Immutable and
 * thread-safe, as the out-degree law's {@code expectedCount} is a pure function for every distribution of this project.
 *
 * <p>The type split keeps LinkBench's r = T - floor(T/K) by default: type j gets floor(T/K) + 1 links when j < r, so
 * with K = 2 about T + 2 links are stored. With {@code fix_link_type_split = true} r = T mod K and the types add up to
 * exactly T.
 */
public final class GraphShape {
  public static final long LINK_TYPE_BASE = 123456789L;
  /** Out-degree shuffle, also used by correlated link accesses. */
  public static final long NLINKS_SHUFFLER_SEED = 20343988438726021L;
  public static final int SHUFFLER_GROUPS = 1024;
  private static final long ESTIMATE_SEED = 0x5EED;
  /** Ranks sampled per stretch by the driver's estimates of a graph's links (the plan line, load progress). */
  public static final int ESTIMATE_SAMPLES = 4096;
  /** Ranks whose out-degrees {@link #estimatedLinks} adds up exactly. */
  static final long EXACT_RANKS = 1 << 20;

  private final long startId1;
  private final long maxId1;
  private final int linkTypeCount;
  /** If > 0, id2s are uniform over [0, randomId2Max) instead of id1 + index. */
  private final long randomId2Max;
  private final OutDegreeFunction outDegree;
  private final boolean exactTypeSplit;
  /** Maps id1s to out-degree ranks; null for arithmetic laws. Derived from the law and the id range. */
  private final InvertibleShuffler shuffler;

  /** @param maxId1 end of the id1 range (exclusive) */
  GraphShape(long startId1, long maxId1, int linkTypeCount, long randomId2Max, OutDegreeFunction outDegree,
      boolean exactTypeSplit) {
    this.startId1 = startId1;
    this.maxId1 = maxId1;
    this.linkTypeCount = linkTypeCount;
    this.randomId2Max = randomId2Max;
    this.outDegree = outDegree;
    this.exactTypeSplit = exactTypeSplit;
    this.shuffler = outDegree.shuffled()
        ? new InvertibleShuffler(NLINKS_SHUFFLER_SEED, SHUFFLER_GROUPS, maxId1 - startId1)
        : null;
  }

  public long startId1() {
    return startId1;
  }

  public long maxId1() {
    return maxId1;
  }

  public int linkTypeCount() {
    return linkTypeCount;
  }

  public long randomId2Max() {
    return randomId2Max;
  }

  /** True when the graph has a single id1 (LinkBench's single-association mode). */
  public boolean singleAssociation() {
    return maxId1 == startId1 + 1;
  }

  /**
   * T(id1): the out-degree of id1 over all link types, shuffled for distribution-based laws.
   *
   * @throws IllegalArgumentException when id1 is outside [startId1, maxId1)
   */
  public long totalLinks(long id1) {
    if (id1 < startId1 || id1 >= maxId1) {
      throw new IllegalArgumentException("id1 " + id1 + " outside [" + startId1 + ", " + maxId1 + ")");
    }
    return outDegree.nlinks(shuffler == null ? id1 : startId1 + shuffler.invertPermute(id1 - startId1));
  }

  /**
   * The links a load of the whole graph stores, summed exactly over the first {@value #EXACT_RANKS} ranks of the
   * out-degree law (where its few heavy ids sit, one with about 960,000 links) and estimated beyond them from
   * {@code samplesPerStretch} ranks, with a fixed seed, in each stretch of doubling length. Cheap at any maxid1
   * (measured with 4096 samples: 6 ms at maxid1 100,001, 21-31 ms at 10,000,001, 33 ms at 2^63-1).
   */
  public double estimatedLinks(int samplesPerStretch) {
    long ids = maxId1 - startId1;
    long exactEnd = startId1 + Math.min(ids, EXACT_RANKS);
    double sum = 0;
    for (long rank = startId1; rank < exactEnd; rank++) {
      sum += storedLinks(outDegree.nlinks(rank));
    }
    SplittableRandom rng = new SplittableRandom(ESTIMATE_SEED);
    for (long from = exactEnd; from < maxId1;) {
      long length = Math.min(from - startId1, maxId1 - from); // stretches of doubling length
      double stretch = 0;
      for (int i = 0; i < samplesPerStretch; i++) {
        stretch += storedLinks(outDegree.nlinks(from + rng.nextLong(length)));
      }
      sum += stretch / samplesPerStretch * length;
      from += length;
    }
    return sum;
  }

  /** Links stored for an id1 of out-degree {@code total}: the sum of its types' shares. */
  private long storedLinks(long total) {
    return total / linkTypeCount * linkTypeCount + Math.min(typesWithOneMore(total), linkTypeCount);
  }

  /** Types j below this get one link more than {@code total / linkTypeCount} (see the class comment). */
  private long typesWithOneMore(long total) {
    return exactTypeSplit ? total % linkTypeCount : total - total / linkTypeCount;
  }

  /** Links of type {@code linkType(typeIndex)} loaded for id1 (LinkBench's split unless fixed). */
  public long linksOfType(long id1, int typeIndex) {
    if (typeIndex < 0 || typeIndex >= linkTypeCount) {
      throw new IllegalArgumentException("type index " + typeIndex + " outside [0, " + linkTypeCount + ")");
    }
    long total = totalLinks(id1);
    long perType = total / linkTypeCount;
    return typeIndex < typesWithOneMore(total) ? perType + 1 : perType;
  }

  /** The link type stored for a type index: 123456789 + typeIndex. */
  public static long linkType(int typeIndex) {
    return LINK_TYPE_BASE + typeIndex;
  }

  /**
   * The id2 of the {@code index}-th loaded link of id1: id1 + index, or {@code rng.nextInt(randomId2Max)} when
   * randomid2max is set. (Single-association mode uses the constant 45 and is the loader's business.)
   */
  public long loadId2(Random rng, long id1, long index) {
    return randomId2Max == 0 ? id1 + index : rng.nextInt((int) randomId2Max);
  }
}
