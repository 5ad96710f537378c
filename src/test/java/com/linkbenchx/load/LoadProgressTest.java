package com.linkbenchx.load;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The progress line while the last id1s' links are still on their way to the store: all but a few
 * id1s generated (87.7%), 400,000 of 576,748 expected links stored after 10 s. The line follows the
 * links, so it neither repeats 87.7% nor says the load is about to end.
 */
class LoadProgressTest {
  @Test
  void completeAndTimeLeftFollowTheLinksStillToStore() {
    String line = LoadProgress.line(87_700, 100_000, 400_000, 576_748, 10.0, 30_000);
    // 400,000 / 576,748 = 69.4%; 176,748 links left at 40,000 links/s average = 4.4 s.
    assertEquals("87700/100000 id1s loaded (69.4% complete) at 8770.00 id1s/sec avg. 400000 links loaded at"
        + " 40000.00 links/sec avg. Current rate 30000 links/sec, ETA 0m04s", line);
    String later = LoadProgress.line(87_700, 100_000, 500_000, 576_748, 12.5, 40_000);
    assertEquals("87700/100000 id1s loaded (86.7% complete) at 7016.00 id1s/sec avg. 500000 links loaded at"
        + " 40000.00 links/sec avg. Current rate 40000 links/sec, ETA 0m02s", later);
  }

  @Test
  void withoutAnEstimateOrPastItTheId1sDecide() {
    assertEquals("50/100 id1s loaded (50.0% complete) at 5.00 id1s/sec avg. 1000 links loaded at 100.00 links/sec"
        + " avg. Current rate 100 links/sec, ETA 0m10s", LoadProgress.line(50, 100, 1000, Double.NaN, 10.0, 100));
    assertEquals("100/100 id1s loaded (100.0% complete) at 10.00 id1s/sec avg. 2100 links loaded at 210.00"
        + " links/sec avg. Current rate 100 links/sec, ETA 0m00s", LoadProgress.line(100, 100, 2100, 2000, 10.0, 100));
  }
}
