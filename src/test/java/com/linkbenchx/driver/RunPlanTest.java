package com.linkbenchx.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class RunPlanTest {
  @Test
  void countsAreWrittenToThreeSignificantDigitsInWords() {
    assertEquals("30", RunPlan.approximately(30));
    assertEquals("9,999", RunPlan.approximately(9_999.4));
    assertEquals("10 thousand", RunPlan.approximately(10_004));
    assertEquals("1.37 million", RunPlan.approximately(1_368_899));
    assertEquals("5.25 million", RunPlan.approximately(5_249_370));
    assertEquals("44.5 million", RunPlan.approximately(44_458_555));
    assertEquals("1 million", RunPlan.approximately(999_999), "rounded before its unit is chosen");
    assertEquals("1.2 billion", RunPlan.approximately(1.2e9));
    assertEquals("999 trillion", RunPlan.approximately(9.99e14));
    assertEquals("4.61e+19", RunPlan.approximately(4.611e19), "beyond trillions, a power of ten");
  }
}
