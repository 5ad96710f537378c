package com.linkbenchx.store.mongodb;

import de.bwaldvogel.mongo.backend.QueryResult;
import de.bwaldvogel.mongo.backend.memory.MemoryBackend;
import de.bwaldvogel.mongo.bson.Document;
import de.bwaldvogel.mongo.wire.message.MongoQuery;
import io.netty.channel.Channel;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

/**
 * The in-memory wire-protocol server, with two test abilities a real server has in other forms:
 * <ul>
 *   <li>injected errors: the next N commands of a name (and matching a predicate) fail with a given
 *       code and error labels, as a real server fails a command on a write conflict or an election;</li>
 *   <li>a simulated replica set with sessions: the hello/isMaster reply advertises
 *       {@code logicalSessionTimeoutMinutes} and a set name, and commitTransaction/abortTransaction
 *       answer ok, so that the driver runs the transactional code path. There is no isolation and
 *       no rollback: it proves which commands are sent, in which order and with which transaction
 *       fields, never what a real transaction guarantees.</li>
 * </ul>
 */
final class TestBackend extends MemoryBackend {
  /** One injected failure rule. */
  record Fault(String command, Predicate<Document> when, int code, String codeName, List<String> labels,
      AtomicInteger remaining) {
  }

  private final boolean simulateReplicaSet;
  private final Queue<Fault> faults = new ConcurrentLinkedQueue<>();

  TestBackend(boolean simulateReplicaSet) {
    this.simulateReplicaSet = simulateReplicaSet;
  }

  /** The next {@code times} commands named {@code command} that match {@code when} fail. */
  void inject(String command, Predicate<Document> when, int times, int code, String codeName, String... labels) {
    faults.add(new Fault(command, when, code, codeName, List.of(labels), new AtomicInteger(times)));
  }

  void clearFaults() {
    faults.clear();
  }

  @Override
  public Document handleCommand(Channel channel, String database, String command, Document query) {
    for (Fault fault : faults) {
      if (fault.command().equalsIgnoreCase(command) && fault.when().test(query)
          && fault.remaining().getAndUpdate(left -> Math.max(0, left - 1)) > 0) {
        Document error = new Document("ok", 0.0).append("errmsg", "injected " + fault.codeName())
            .append("code", fault.code()).append("codeName", fault.codeName());
        if (!fault.labels().isEmpty()) {
          error.append("errorLabels", new ArrayList<>(fault.labels()));
        }
        return error;
      }
    }
    if (simulateReplicaSet) {
      if (command.equals("commitTransaction") || command.equals("abortTransaction") || command.equals("endSessions")) {
        return new Document("ok", 1.0);
      }
      if (isHello(command)) {
        return withSessions(super.handleCommand(channel, database, command, query));
      }
    }
    return super.handleCommand(channel, database, command, query);
  }

  /** The driver's connection handshake comes as a legacy query on admin.$cmd. */
  @Override
  public QueryResult handleQuery(MongoQuery query) {
    QueryResult result = super.handleQuery(query);
    if (!simulateReplicaSet || !query.getCollectionName().equals("$cmd") || query.getQuery().isEmpty()
        || !isHello(query.getQuery().keySet().iterator().next())) {
      return result;
    }
    List<Document> replies = new ArrayList<>();
    result.forEach(reply -> replies.add(withSessions(reply)));
    return new QueryResult(replies);
  }

  /** Keeps the data when the server stops, so a restarted server has it (it goes with this object). */
  @Override
  public void close() {
  }

  private static boolean isHello(String command) {
    return command.equalsIgnoreCase("isMaster") || command.equalsIgnoreCase("hello");
  }

  private static Document withSessions(Document reply) {
    return reply.append("logicalSessionTimeoutMinutes", 30).append("setName", "rs-test");
  }
}
