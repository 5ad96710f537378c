package com.linkbenchx.workload;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.KeyFamily;
import com.linkbenchx.config.KeySet;
import java.util.List;

/** Keys of the request phase's workload: the operation mix and which ids each kind of access touches. */
public final class AccessKeys {
  private static final String SCOPE = "request";
  private static final String PERCENT = ">= 0; the ten add up to 100";
  /** The prefixes of the access distributions. */
  public static final List<String> ACCESS_PREFIXES = List.of("read_", "read_uncorr_", "write_", "write_uncorr_",
      "node_read_", "node_update_", "node_delete_");

  public static final ConfigKey<Double> ADD_LINK = share("addlink", "ADD_LINK", true);
  public static final ConfigKey<Double> DELETE_LINK = share("deletelink", "DELETE_LINK", true);
  public static final ConfigKey<Double> UPDATE_LINK = share("updatelink", "UPDATE_LINK", true);
  public static final ConfigKey<Double> COUNT_LINK = share("countlink", "COUNT_LINK", true);
  public static final ConfigKey<Double> GET_LINK = share("getlink", "MULTIGET_LINK", true);
  public static final ConfigKey<Double> GET_LINK_LIST = share("getlinklist", "GET_LINKS_LIST", true);
  public static final ConfigKey<Double> ADD_NODE = share("addnode", "ADD_NODE", false);
  public static final ConfigKey<Double> UPDATE_NODE = share("updatenode", "UPDATE_NODE", false);
  public static final ConfigKey<Double> DELETE_NODE = share("deletenode", "DELETE_NODE", false);
  public static final ConfigKey<Double> GET_NODE = share("getnode", "GET_NODE", false);
  public static final ConfigKey<Double> GETLINKLIST_HISTORY = ConfigKey.decimal("getlinklist_history").defaultValue(0.0)
      .constraint("a percentage in [0, 100]").scope(SCOPE)
      .doc("Percentage of GET_LINKS_LIST operations that page back through a list seen before");

  public static final KeyFamily<String> FUNCTION = KeyFamily.of(ConfigKey.className("function")
      .constraint("REAL, ROUND_ROBIN, RECIPROCAL, MULTIPLE, POWER, PERFECT_POWER or a distribution class").scope(SCOPE)
      .doc("Which ids one kind of access touches: read_ and write_ are required; *_uncorr_ when their blend > 0;"
          + " node_* when node operations have a share"),
      ACCESS_PREFIXES);
  public static final KeyFamily<Long> FUNCTION_CONFIG = KeyFamily.of(ConfigKey.longInteger("config")
      .constraint(">= 1 for MULTIPLE and PERFECT_POWER, >= 2 for POWER").scope(SCOPE)
      .doc("Parameter of an arithmetic <prefix>function (required by them)"), ACCESS_PREFIXES);
  public static final KeyFamily<Double> BLEND = KeyFamily.of(ConfigKey.decimal("blend").defaultValue(0.0)
      .constraint("a percentage in [0, 100]").scope(SCOPE)
      .doc("Percentage of link reads (read_uncorr_) or writes (write_uncorr_, with fix_write_uncorr_keys) drawn"
          + " from the uncorrelated <prefix>function"),
      List.of("read_uncorr_", "write_uncorr_"));
  public static final ConfigKey<Boolean> FIX_WRITE_UNCORR_KEYS = ConfigKey.bool("fix_write_uncorr_keys")
      .defaultValue(false).scope(SCOPE)
      .doc("true: link writes use write_uncorr_blend and write_uncorr_function; false (LinkBench): the"
          + " read_uncorr_ ones, and write_uncorr_* keys are ignored with a warning");
  public static final ConfigKey<Integer> ID2GEN_CONFIG = ConfigKey.integer("id2gen_config").defaultValue(0).range(0, 1)
      .scope(SCOPE)
      .doc("1: each requester chooses id2s congruent to its index modulo the number of requesters");
  public static final ConfigKey<String> MULTIGET_DIST = ConfigKey.className("link_multiget_dist")
      .defaultText("none: one id2 per multiget").scope(SCOPE)
      .doc("Distribution of the number of id2s one MULTIGET_LINK asks for; parameters link_multiget_dist_*");
  public static final ConfigKey<Integer> MULTIGET_MIN = ConfigKey.integer("link_multiget_dist_min")
      .range(0, Integer.MAX_VALUE).scope(SCOPE)
      .doc("Fewest id2s per multiget (required with link_multiget_dist)");
  public static final ConfigKey<Integer> MULTIGET_MAX = ConfigKey.integer("link_multiget_dist_max")
      .constraint("> link_multiget_dist_min").scope(SCOPE)
      .doc("End of the multiget size range, exclusive (required with link_multiget_dist)");

  public static final KeySet ALL = KeySet.of("Request workload", ADD_LINK, DELETE_LINK, UPDATE_LINK, COUNT_LINK,
      GET_LINK, GET_LINK_LIST, ADD_NODE, UPDATE_NODE, DELETE_NODE, GET_NODE, GETLINKLIST_HISTORY,
      FIX_WRITE_UNCORR_KEYS, ID2GEN_CONFIG, MULTIGET_DIST, MULTIGET_MIN, MULTIGET_MAX)
      .withFamilies(FUNCTION, FUNCTION_CONFIG, BLEND);

  private AccessKeys() {
  }

  private static ConfigKey<Double> share(String name, String operation, boolean required) {
    ConfigKey<Double> key = ConfigKey.decimal(name).constraint(PERCENT).scope(SCOPE)
        .doc("Percentage of requests that are " + operation);
    return required ? key : key.defaultValue(0.0);
  }
}
