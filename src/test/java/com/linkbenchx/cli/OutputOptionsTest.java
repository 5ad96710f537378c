package com.linkbenchx.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.linkbenchx.results.output.OutputTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Output paths checked before anything is written: kinds of file, symbolic links, collisions, inputs. */
class OutputOptionsTest {
  @TempDir
  Path work;

  private static String refusal(OutputOptions options, String option, String name) {
    return assertThrows(OutputTarget.Refused.class, () -> options.file(option, name)).getMessage();
  }

  @Test
  void aDeviceADirectoryAndAFifoAreRefusedNamingTheOptionAndPath() throws Exception {
    assumeTrue(Files.exists(Path.of("/dev/null")), "no /dev/null here");
    assertEquals("Could not open file /dev/null for writing (--csvstats): it is a character device, not a regular"
        + " file", refusal(new OutputOptions(), "--csvstats", "/dev/null"));
    assertEquals("Could not open file " + work + " for writing (-o): it is a directory",
        refusal(new OutputOptions(), "-o", work.toString()));
    Path fifo = work.resolve("fifo");
    assumeTrue(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor() == 0, "no mkfifo here");
    assertEquals("Could not open file " + fifo + " for writing (--hdrlog): it is a FIFO, not a regular file",
        refusal(new OutputOptions(), "--hdrlog", fifo.toString()));
  }

  @Test
  void aSymbolicLinkIsWrittenThroughSoItStaysALink() throws Exception {
    Path target = Files.writeString(work.resolve("kept.html"), "old");
    Path link = Files.createSymbolicLink(work.resolve("link.html"), target);
    OutputTarget output = new OutputOptions().file("-o", link.toString());
    assertEquals(target.toRealPath(), output.path());
    Path dangling = Files.createSymbolicLink(work.resolve("dangling"), work.resolve("absent"));
    assertTrue(refusal(new OutputOptions(), "-L", dangling.toString()).endsWith(
        "it is a symbolic link to a file that does not exist"));
  }

  @Test
  void twoOutputsOnOneFileAreRefusedWhateverTheyAreCalled() throws Exception {
    Path file = work.resolve("out.csv");
    Path alias = Files.createSymbolicLink(work.resolve("alias.csv"), file);
    Files.writeString(file, "");
    OutputOptions options = new OutputOptions();
    options.file("--csvstats", file.toString());
    assertEquals("Could not open file " + alias + " for writing (--csvstream): it is the same file as --csvstats "
        + file + "; give each output its own file", refusal(options, "--csvstream", alias.toString()));
    // A new name, spelt two ways.
    OutputOptions fresh = new OutputOptions();
    fresh.file("--hdrlog", work.resolve("h.hlog").toString());
    assertTrue(refusal(fresh, "-L", work + "/./h.hlog").contains("same file as --hdrlog"));
  }

  @Test
  void anOutputOntoAnInputOrInsideTheResultsFolderIsRefused() throws Exception {
    Path summary = Files.writeString(work.resolve("summary.json"), "{}");
    OutputOptions options = new OutputOptions();
    options.input(summary, "summary.json of results folder " + work);
    assertEquals("Could not open file " + summary + " for writing (-o): it is summary.json of results folder " + work
        + ", which this command reads", refusal(options, "-o", summary.toString()));

    OutputOptions run = new OutputOptions();
    Path stats = work.resolve("results/stats.csv");
    Files.createDirectories(stats.getParent());
    run.file("--csvstats", stats.toString());
    String inside = assertThrows(OutputTarget.Refused.class,
        () -> run.folder("--results", work.resolve("results").toString())).getMessage();
    assertTrue(inside.contains("it is inside the results folder of --results"), inside);
  }

  @Test
  void aResultsFolderThatIsAFileOrDeviceIsRefused() throws Exception {
    Path file = Files.writeString(work.resolve("plain"), "");
    assertEquals("Could not use folder " + file + " for writing (--results): it is a file, not a folder",
        assertThrows(OutputTarget.Refused.class, () -> new OutputOptions().folder("--results", file.toString()))
            .getMessage());
  }
}
