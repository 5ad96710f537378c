package com.linkbenchx.store.routing;

import com.linkbenchx.config.Config;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Phase;
import com.linkbenchx.model.RetryTally;
import com.linkbenchx.store.EndpointStoreProvider;
import com.linkbenchx.store.GraphStore;
import com.linkbenchx.store.NodeIdClass;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreKeys;
import com.linkbenchx.store.StoreUnavailableException;
import com.linkbenchx.store.VerificationReport;
import com.linkbenchx.store.connection.ConnectionKeys;
import com.linkbenchx.store.memory.MemoryStoreProvider;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Endpoints for routing tests: each is an in-memory store named "host:port/dbid" after the
 * configuration it was given, that records every call ("addLink dbid") and can be taken down. A
 * store of a down endpoint fails as the SQL stores do with their outage limit at 0: the next call
 * throws {@link StoreUnavailableException}, and opening one fails as a refused connection.
 */
final class FakeEndpoints {
  final Map<String, Endpoint> byName = new ConcurrentHashMap<>();
  final List<Endpoint> created = new CopyOnWriteArrayList<>();

  RoutingStoreProvider routing(Config config) {
    RoutingStoreProvider provider = new RoutingStoreProvider(Endpoint::new, new Endpoint());
    provider.configure(config);
    return provider;
  }

  Endpoint endpoint(String name) {
    return byName.get(name);
  }

  /** One fake endpoint. */
  final class Endpoint implements EndpointStoreProvider {
    final MemoryStoreProvider memory = new MemoryStoreProvider();
    final List<String> calls = new CopyOnWriteArrayList<>();
    final AtomicLong failed = new AtomicLong();
    volatile boolean down;
    /** Up, but not ready for work yet (a rejoined Galera member not yet Synced). */
    volatile boolean catchingUp;
    /** When set, the next call fails with a plain lost connection (as if the commit was in flight). */
    volatile boolean loseNextCall;
    String name;
    NodeIdClass ids;

    Endpoint() {
      created.add(this);
    }

    @Override
    public void configureEndpoint(Config endpointConfig, NodeIdClass nodeIds) {
      name = ConnectionKeys.HOST.read(endpointConfig) + ":" + ConnectionKeys.PORT.raw(endpointConfig).orElse("1") + "/"
          + StoreKeys.DBID.read(endpointConfig);
      ids = nodeIds;
      byName.put(name, this);
    }

    @Override
    public void configure(Config config) {
      throw new AssertionError("a routed endpoint is configured through configureEndpoint");
    }

    @Override
    public String endpointName() {
      return name;
    }

    /** A server of 100 connections, none in use, named by host and port (dbids of one server share it). */
    @Override
    public List<com.linkbenchx.store.ConnectionRoom> connectionRoom(Phase phase, int workers) {
      return List.of(new com.linkbenchx.store.ConnectionRoom("Fake at " + name.substring(0, name.indexOf('/')), workers,
          100, 0, "max_connections", "max_connections"));
    }

    @Override
    public boolean readyForWork() {
      return !down && !catchingUp;
    }

    /** Like the SQL stores' bulk path: two streams per server. */
    @Override
    public int defaultLoadStreams(int loaders) {
      return Math.min(loaders, 2);
    }

    @Override
    public GraphStore openGraphStore(Phase phase, int threadId) throws StoreException {
      if (down) {
        throw new StoreException(ErrorKind.CONNECTION_LOST, "Cannot connect to " + name + ": refused");
      }
      GraphStore real = memory.openGraphStore(phase, threadId);
      return (GraphStore) Proxy.newProxyInstance(GraphStore.class.getClassLoader(), new Class<?>[] {GraphStore.class},
          (proxy, method, args) -> {
            boolean isCall = args != null && args.length > 0 && args[0] instanceof String;
            if (isCall) {
              if (down) {
                failed.incrementAndGet();
                throw new StoreUnavailableException(name + " unreachable", null);
              }
              if (loseNextCall) {
                loseNextCall = false;
                failed.incrementAndGet();
                throw new StoreException(ErrorKind.CONNECTION_LOST, name + ": connection lost at commit");
              }
              calls.add(method.getName() + " " + args[0]);
            }
            try {
              return method.invoke(real, args);
            } catch (InvocationTargetException e) {
              throw e.getCause();
            }
          });
    }

    List<String> calls(String method) {
      List<String> matching = new ArrayList<>();
      for (String call : calls) {
        if (call.startsWith(method + " ")) {
          matching.add(call);
        }
      }
      return matching;
    }

    @Override
    public RowsOutside rowsOutside(String dbid, NodeIdClass nodeIds) {
      return new RowsOutside(0, 0, 0);
    }

    @Override
    public String contentDigest(String dbid) {
      return "links " + memory.nonEmptyTables(dbid);
    }

    @Override
    public VerificationReport verify(String dbid, long startId1, long maxId1, int maxExamples) {
      return memory.verify(dbid, startId1, maxId1, maxExamples);
    }

    @Override
    public List<String> nonEmptyTables(String dbid) {
      return memory.nonEmptyTables(dbid);
    }

    @Override
    public void truncate(String dbid) {
      memory.truncate(dbid);
    }

    @Override
    public RetryTally retryTally() {
      return new RetryTally(0, 0, 0, 0, failed.get());
    }

    @Override
    public String describe() {
      return name == null ? "fake" : "fake at " + name;
    }
  }
}
