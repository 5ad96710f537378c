package com.linkbenchx.driver;

import com.linkbenchx.config.ConfigKey;
import com.linkbenchx.config.Logs;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.model.Phase;
import com.linkbenchx.store.ConnectionRoom;
import com.linkbenchx.store.StoreException;
import com.linkbenchx.store.StoreProvider;
import java.util.ArrayList;
import java.util.List;

/**
 * Compares the connections a phase's workers will open with what each server allows, before any worker starts, so a
 * run that cannot fit is refused with one line. One endpoint of a multi-master cluster is held to the room of all its
 * members, with a warning, since the driver cannot tell a proxy from a member.
 */
final class ConnectionCheck {
  private ConnectionCheck() {
  }

  /** Throws when {@code workers} (the count {@code key} sets) do not fit a server behind one of {@code providers}. */
  static void require(List<StoreProvider> providers, Phase phase, ConfigKey<Integer> key, int workers)
      throws StoreException {
    if (workers <= 0) {
      return;
    }
    List<ConnectionRoom> rooms = new ArrayList<>();
    for (StoreProvider provider : providers) {
      rooms.addAll(provider.connectionRoom(phase, workers));
    }
    for (ConnectionRoom room : rooms) {
      if (!room.fits() && room.members() > 1 && room.fitsSpread()) {
        Logs.logger().warn(spreadWarning(key.name(), workers, room));
        continue;
      }
      if (!room.fits()) {
        throw new StoreException(ErrorKind.FATAL, refusal(key.name(), workers, room));
      }
      Logs.logger().debug("{} = {} need {} connections; {} allows {} ({}) with {} in use", key.name(), workers,
          room.needed(), room.server(), room.allowed(), room.allowance(), room.inUse());
    }
  }

  /** A cluster endpoint whose members each lack the room but together have it (enough through a proxy). */
  static String spreadWarning(String key, int workers, ConnectionRoom room) {
    return key + " = " + workers + " need " + room.needed() + " connections, more than " + room.server() + " allows ("
        + room.allowed() + ", " + room.allowance() + ", " + room.inUse() + " in use), but it is one of "
        + room.members() + " cluster members: going on as if the endpoint is a proxy spreading them over the members"
        + " (about " + (room.needed() + room.members() - 1) / room.members() + " each); through one member, lower "
        + key + " or raise " + room.setting();
  }

  static String refusal(String key, int workers, ConnectionRoom room) {
    return key + " = " + workers + " need " + room.needed() + " connection" + (room.needed() == 1 ? "" : "s")
        + " but " + room.server() + " allows " + room.allowed() + " (" + room.allowance() + ") with " + room.inUse()
        + " in use: lower " + key + " or raise " + room.setting();
  }
}
