package com.linkbenchx.store.routing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.config.Config;
import com.linkbenchx.config.ConfigError;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** How host, port and dbid lists make endpoints, and the one-line errors for lists that do not fit. */
class EndpointListTest {
  private static List<String> names(Map<String, String> values, Routing routing) {
    return EndpointList.parse(Config.of(values), routing).stream()
        .map(e -> e.host().orElse("-") + ":" + e.port().orElse("-") + "/" + e.dbid().orElse("-")).toList();
  }

  private static String error(Map<String, String> values, Routing routing) {
    return assertThrows(ConfigError.class, () -> EndpointList.parse(Config.of(values), routing)).getMessage();
  }

  @Test
  void aValueGivenOnceAppliesToEveryEndpoint() {
    assertEquals(List.of("a:3306/db", "b:3306/db", "c:3306/db"),
        names(Map.of("host", "a, b ,c", "port", "3306", "dbid", "db"), Routing.ROUND_ROBIN));
    assertEquals(List.of("h:1/db", "h:2/db"), names(Map.of("host", "h", "port", "1,2", "dbid", "db"),
        Routing.ROUND_ROBIN));
    assertEquals(List.of("h:-/s0", "h:-/s1"), names(Map.of("host", "h", "dbid", "s0,s1"), Routing.SHARD_BY_ID1));
    assertEquals(List.of("a:-/s0", "b:-/s1"), names(Map.of("host", "a,b", "dbid", "s0,s1"), Routing.SHARD_BY_ID1));
  }

  @Test
  void listsOfDifferentLengthsAreRefusedNamingBothKeys() {
    assertEquals("Configuration key port lists 2 values but host lists 3; give one value for all endpoints or one"
        + " per endpoint", error(Map.of("host", "a,b,c", "port", "1,2", "dbid", "d"), Routing.ROUND_ROBIN));
    assertTrue(error(Map.of("host", "a,b", "dbid", "x,y,z"), Routing.SHARD_BY_ID1)
        .startsWith("Configuration key host lists 2 values but dbid lists 3"));
  }

  @Test
  void severalDatabasesAreShardsNotACluster() {
    assertEquals("Configuration key dbid lists 2 databases, but routing = round_robin needs every endpoint to hold"
        + " the same one; set routing = shard_by_id1 to use them as shards",
        error(Map.of("host", "h", "dbid", "a,b"), Routing.ROUND_ROBIN));
  }

  @Test
  void emptyEntriesAndRepeatsAreRefused() {
    assertTrue(error(Map.of("host", "a,,b", "dbid", "d"), Routing.ROUND_ROBIN)
        .startsWith("Configuration key host has an empty entry in its list 'a,,b'"));
    assertTrue(error(Map.of("host", "a,a", "port", "1", "dbid", "d"), Routing.ROUND_ROBIN)
        .startsWith("Configuration keys host, port and dbid name the same endpoint twice (a:1/d)"));
  }

  @Test
  void anEndpointSeesItsOwnHostPortAndDbid() {
    Config config = Config.of(Map.of("host", "a,b", "port", "1,2", "dbid", "s0,s1", "user", "u"));
    EndpointList.Endpoint second = EndpointList.parse(config, Routing.SHARD_BY_ID1).get(1);
    assertEquals(new EndpointList.Endpoint(1, Optional.of("b"), Optional.of("2"), Optional.of("s1")), second);
    Config own = second.configure(config);
    assertEquals(Map.of("host", "b", "port", "2", "dbid", "s1", "user", "u"), own.asMap());
  }

  @Test
  void routingStartsWithListsOrTheRoutingKey() {
    assertTrue(EndpointList.listsSeveral(Config.of(Map.of("host", "a,b"))));
    assertTrue(EndpointList.listsSeveral(Config.of(Map.of("host", "a", "dbid", "x,y"))));
    assertEquals(false, EndpointList.listsSeveral(Config.of(Map.of("host", "[::1]", "port", "5432", "dbid", "x"))));
  }
}
