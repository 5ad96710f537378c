package com.linkbenchx.store.sql;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.List;

/**
 * A TCP server that accepts every connection and never answers: what a client sees of a stopped
 * server process or a stuck proxy. The accepted sockets stay open until {@link #close}.
 */
public final class SilentListener implements AutoCloseable {
  private final ServerSocket listener;
  private final List<Socket> held = new ArrayList<>();

  public SilentListener() throws IOException {
    listener = new ServerSocket(0);
    Thread acceptor = new Thread(() -> {
      try {
        while (true) {
          Socket socket = listener.accept();
          synchronized (held) {
            held.add(socket);
          }
        }
      } catch (IOException closed) {
        // closed by the test
      }
    }, "silent-listener");
    acceptor.setDaemon(true);
    acceptor.start();
  }

  public int port() {
    return listener.getLocalPort();
  }

  @Override
  public void close() throws IOException {
    listener.close();
    synchronized (held) {
      for (Socket socket : held) {
        socket.close();
      }
    }
  }
}
