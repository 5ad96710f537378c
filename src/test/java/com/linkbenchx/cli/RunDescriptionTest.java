package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.linkbenchx.results.ProcessInfo;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What the results record about the process: the command line never carries a secret. */
class RunDescriptionTest {
  @Test
  void secretValuesAreMaskedInEverySpellingOfMinusD() {
    List<String> shown = RunDescription.maskedArguments(new String[] {"-c", "config/x.properties", "-D",
        "password=hunter2", "-Dpassword=hunter3", "-D", "api_token", "hunter4", "-D",
        "jdbc_url_properties=sslMode=REQUIRED&sslpassword=hunter5", "-D", "requestrate=500", "-r"});
    assertEquals(List.of("-c", "config/x.properties", "-D", "password=*****", "-Dpassword=*****", "-D", "api_token",
        "*****", "-D", "jdbc_url_properties=sslMode=REQUIRED&sslpassword=*****", "-D", "requestrate=500", "-r"),
        shown);
  }

  @Test
  void theRunIsDescribedWithVersionHostAndJvm() {
    ProcessInfo run = RunDescription.of(new String[] {"-l"});
    assertTrue(run.toolVersion().matches("\\d+\\.\\d+\\.\\d+.*"), run.toolVersion());
    assertFalse(run.host().isBlank());
    assertEquals(ProcessHandle.current().pid(), run.pid());
    assertTrue(run.jvm().contains(System.getProperty("java.runtime.version")), run.jvm());
    assertEquals(List.of("-l"), run.commandLine());
  }
}
