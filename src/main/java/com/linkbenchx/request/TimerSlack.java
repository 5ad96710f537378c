package com.linkbenchx.request;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Linux rounds a sleeping thread's wake-up up to its timer slack, 50 µs by default, so that timers can be batched. The
 * generator and the requesters wait for scheduled times, so each asks for 1 µs for itself by writing its own
 * {@code /proc/<tid>/timerslack_ns} (allowed for one's own threads since Linux 4.6). Elsewhere, or where it is refused,
 * nothing changes: the hand-off lead then learns the larger lateness.
 */
final class TimerSlack {
  private static final String SLACK_NANOS = "1000";

  private TimerSlack() {
  }

  /** Best effort for the calling thread; silent where unsupported. */
  static void minimize() {
    try {
      Path self = Path.of("/proc/thread-self");
      if (!Files.exists(self)) {
        return;
      }
      Path slack = Path.of("/proc", Files.readSymbolicLink(self).getFileName().toString(), "timerslack_ns");
      if (Files.isWritable(slack)) {
        Files.writeString(slack, SLACK_NANOS);
      }
    } catch (IOException | RuntimeException e) {
      // Unsupported here (another OS, an older kernel, a restricted /proc): keep the default slack.
    }
  }
}
