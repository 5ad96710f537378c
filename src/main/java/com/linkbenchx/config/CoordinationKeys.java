package com.linkbenchx.config;

/** Keys of several driver processes running one benchmark: how many, which one this is, and when they start. */
public final class CoordinationKeys {
  private static final String SCOPE = "load, request";

  public static final ConfigKey<Integer> DRIVER_COUNT = ConfigKey.integer("driver_count").defaultValue(1)
      .range(1, Coordination.MAX_DRIVERS).scope(SCOPE)
      .doc("Driver processes running this benchmark together; the configuration describes all of them, and each"
          + " runs its share: requestrate, requesters, requests, loaders and the load's id chunks are divided"
          + " among them (merge their results folders with bin/linkbench merge)");
  public static final ConfigKey<Integer> DRIVER_INDEX = ConfigKey.integer("driver_index")
      .defaultText("JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) when set, else 0")
      .range(0, Coordination.MAX_DRIVERS - 1).scope(SCOPE)
      .doc("This process's number among driver_count, from 0; process 0 also empties the tables (load_existing)"
          + " and resets the node ids before a shared load");
  public static final ConfigKey<String> START_AT = ConfigKey.string("start_at").defaultText("at once")
      .constraint("an ISO-8601 instant with an offset, e.g. 2026-11-23T15:45:00Z; or epoch seconds; at most 24 h"
          + " ahead")
      .scope(SCOPE)
      .doc("Wall-clock instant at which the run's first phase starts its clock (the request phase: its schedule):"
          + " the process connects first, then waits, so processes on several hosts start together; needed by a"
          + " load shared among several processes; a stop signal ends the wait and no phase starts");

  public static final KeySet ALL = KeySet.of("Several driver processes", DRIVER_COUNT, DRIVER_INDEX, START_AT);

  private CoordinationKeys() {
  }
}
