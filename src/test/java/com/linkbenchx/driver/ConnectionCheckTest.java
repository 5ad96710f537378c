package com.linkbenchx.driver;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.Phase;
import com.linkbenchx.request.RequestKeys;
import com.linkbenchx.store.ConnectionRoom;
import com.linkbenchx.store.LinkStore;
import com.linkbenchx.store.NodeStore;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreProvider;
import com.linkbenchx.store.memory.MemoryStoreProvider;
import java.util.List;
import org.junit.jupiter.api.Test;

class ConnectionCheckTest {
  /** A server allowing {@code allowed} connections with {@code inUse} open. */
  private static StoreProvider server(long allowed, long inUse) {
    return member(allowed, inUse, 1);
  }

  /** One endpoint of a cluster of {@code members}, each allowing {@code allowed} with {@code inUse} open. */
  private static StoreProvider member(long allowed, long inUse, int members) {
    return new StoreProvider() {
      @Override
      public void configure(Config config) {
      }

      @Override
      public LinkStore openLinkStore(Phase phase, int threadId) {
        throw new UnsupportedOperationException();
      }

      @Override
      public NodeStore openNodeStore(Phase phase, int threadId) {
        throw new UnsupportedOperationException();
      }

      @Override
      public List<ConnectionRoom> connectionRoom(Phase phase, int workers) {
        return List.of(new ConnectionRoom("MariaDB at 127.0.0.1:3306", workers, allowed, inUse, "max_connections",
            "max_connections", members));
      }
    };
  }

  @Test
  void aPhaseThatDoesNotFitIsRefusedInOneLineNamingBothNumbers() {
    StoreException refused = assertThrows(StoreException.class, () -> ConnectionCheck.require(
        List.of(server(151, 3)), Phase.REQUEST, RequestKeys.REQUESTERS, 200));
    assertEquals("requesters = 200 need 200 connections but MariaDB at 127.0.0.1:3306 allows 151 (max_connections)"
        + " with 3 in use: lower requesters or raise max_connections", refused.getMessage());
  }

  @Test
  void exactlyTheFreeConnectionsFit() {
    assertDoesNotThrow(() -> ConnectionCheck.require(List.of(server(151, 3)), Phase.REQUEST, RequestKeys.REQUESTERS,
        148));
    assertThrows(StoreException.class, () -> ConnectionCheck.require(List.of(server(151, 3)), Phase.REQUEST,
        RequestKeys.REQUESTERS, 149));
  }

  @Test
  void oneEndpointOfAClusterIsHeldToTheRoomOfAllItsMembers() {
    // Stock max_connections 151 on three members behind one proxy: 400 connections spread are 134 each.
    assertDoesNotThrow(() -> ConnectionCheck.require(List.of(member(151, 0, 3)), Phase.REQUEST,
        RequestKeys.REQUESTERS, 400));
    assertEquals("requesters = 200 need 400 connections, more than MariaDB at 127.0.0.1:3306 allows (151,"
        + " max_connections, 0 in use), but it is one of 3 cluster members: going on as if the endpoint is a proxy"
        + " spreading them over the members (about 134 each); through one member, lower requesters or raise"
        + " max_connections",
        ConnectionCheck.spreadWarning("requesters", 200,
            new ConnectionRoom("MariaDB at 127.0.0.1:3306", 400, 151, 0, "max_connections", "max_connections", 3)));
    StoreException refused = assertThrows(StoreException.class, () -> ConnectionCheck.require(
        List.of(member(151, 0, 3)), Phase.REQUEST, RequestKeys.REQUESTERS, 454));
    assertEquals("requesters = 454 need 454 connections but MariaDB at 127.0.0.1:3306 allows 151 (max_connections)"
        + " with 0 in use: lower requesters or raise max_connections", refused.getMessage());
  }

  @Test
  void storesWithoutALimitAreNotChecked() {
    assertDoesNotThrow(() -> ConnectionCheck.require(List.of(new MemoryStoreProvider()), Phase.REQUEST,
        RequestKeys.REQUESTERS, 100_000));
  }
}
