package com.linkbenchx.store;

/**
 * Room for new connections on one server, as it says before a phase starts.
 *
 * @param server the server for messages ("MariaDB at 127.0.0.1:3306"), never a secret
 * @param needed the connections the phase's workers will hold on it at once
 * @param allowed the connections the server accepts in all (for this user's kind of login)
 * @param inUse connections already open on it, not counting the one that asked
 * @param allowance how {@code allowed} is made of the server's settings ("max_connections")
 * @param setting the server setting to raise ("max_connections")
 * @param members the members of the multi-master cluster the server belongs to, each with this room: a
 *     proxy in front of them spreads the connections over all of them; 1 when they land on one server
 */
public record ConnectionRoom(String server, int needed, long allowed, long inUse, String allowance, String setting,
    int members) {
  /** Room on a server outside a multi-master cluster (or reached directly). */
  public ConnectionRoom(String server, int needed, long allowed, long inUse, String allowance, String setting) {
    this(server, needed, allowed, inUse, allowance, setting, 1);
  }

  public long free() {
    return Math.max(0, allowed - inUse);
  }

  public boolean fits() {
    return needed <= free();
  }

  /** Whether the connections fit when spread evenly over every member of the cluster. */
  public boolean fitsSpread() {
    return (needed + members - 1) / members <= free();
  }
}
