package com.linkbenchx.store.mongodb;

import com.mongodb.event.CommandListener;
import com.mongodb.event.CommandStartedEvent;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import org.bson.BsonDocument;

/** Keeps a copy of every command the client sends (handshakes and monitoring excluded). */
final class RecordingListener implements CommandListener {
  private static final Set<String> IGNORED = Set.of("hello", "isMaster", "ismaster", "ping", "endSessions");
  private final List<BsonDocument> commands = new CopyOnWriteArrayList<>();

  @Override
  public void commandStarted(CommandStartedEvent event) {
    if (!IGNORED.contains(event.getCommandName())) {
      commands.add(event.getCommand().clone());
    }
  }

  void clear() {
    commands.clear();
  }

  List<BsonDocument> commands() {
    return List.copyOf(commands);
  }

  /** The name of each command: its first key. */
  List<String> names() {
    return commands.stream().map(command -> command.getFirstKey()).toList();
  }
}
