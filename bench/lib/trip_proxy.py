#!/usr/bin/env python3
"""A counting TCP proxy for bench/versus-linkbenchx.sh: forwards every connection on LISTEN_PORT to
TARGET_HOST:TARGET_PORT unchanged and counts, over all connections, the round trips (each time a client
sends after it last received, or sends first), the bytes each way and the connections. Neither driver
pipelines statements, so a round trip is one wait for the server. Writes "round_trips=N bytes_to_server=N
bytes_to_client=N connections=N" to STATS_FILE every second and when stopped (SIGTERM or SIGINT).

Usage: trip_proxy.py LISTEN_PORT TARGET_HOST TARGET_PORT STATS_FILE [TRACE_FILE]
With TRACE_FILE, also writes there the start of each client packet burst (connection number and up to
160 bytes of statement text), to see which statements share a round trip.
"""
import os
import selectors
import signal
import socket
import sys
import time

listen_port, target_host, target_port, stats_file = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4]
trace = open(sys.argv[5], "w") if len(sys.argv) > 5 else None
counts = {"round_trips": 0, "bytes_to_server": 0, "bytes_to_client": 0, "connections": 0}
selector = selectors.DefaultSelector()
# socket -> [peer socket, is_client_side, pair state]; the pair state holds who sent last ("c" or "s").
sockets = {}


def write_stats():
    line = " ".join(f"{k}={v}" for k, v in counts.items())
    tmp = stats_file + ".tmp"
    with open(tmp, "w") as out:
        out.write(line + "\n")
    os.replace(tmp, stats_file)


def stop(*_):
    write_stats()
    if trace is not None:
        trace.close()
    sys.exit(0)


def close_pair(sock):
    peer = sockets.pop(sock, [None])[0]
    for s in (sock, peer):
        if s is not None:
            sockets.pop(s, None)
            try:
                selector.unregister(s)
            except (KeyError, ValueError):
                pass
            s.close()


signal.signal(signal.SIGTERM, stop)
signal.signal(signal.SIGINT, stop)
server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", listen_port))
server.listen(512)
selector.register(server, selectors.EVENT_READ)
write_stats()
last_write = time.monotonic()
while True:
    for key, _ in selector.select(timeout=1.0):
        sock = key.fileobj
        if sock is server:
            client, _ = server.accept()
            upstream = socket.create_connection((target_host, target_port))
            for s in (client, upstream):
                s.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            state = {"last": None, "number": counts["connections"]}
            sockets[client] = [upstream, True, state]
            sockets[upstream] = [client, False, state]
            selector.register(client, selectors.EVENT_READ)
            selector.register(upstream, selectors.EVENT_READ)
            counts["connections"] += 1
            continue
        if sock not in sockets:
            continue
        peer, from_client, state = sockets[sock]
        try:
            data = sock.recv(1 << 16)
        except OSError:
            data = b""
        if not data:
            close_pair(sock)
            continue
        if from_client:
            if state["last"] != "c":
                counts["round_trips"] += 1
                state["last"] = "c"
            counts["bytes_to_server"] += len(data)
            if trace is not None:
                text = data[5:165].decode("latin-1").translate({i: "." for i in range(32)})
                trace.write(f"{state['number']} {text}\n")
        else:
            state["last"] = "s"
            counts["bytes_to_client"] += len(data)
        try:
            peer.sendall(data)
        except OSError:
            close_pair(sock)
    now = time.monotonic()
    if now - last_write >= 1.0:
        write_stats()
        last_write = now
