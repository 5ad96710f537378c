package com.linkbenchx.cli;

import com.linkbenchx.results.OutputFailures;

/** Process exit statuses; docs/EXIT_CODES.md lists them for users and scripts. */
public final class ExitCode {
  /** Every selected phase finished, or --help printed the usage. */
  public static final int OK = 0;
  /** Bad command line, missing main config file, or an output file that cannot be written (as LinkBench). */
  public static final int USAGE = 1;
  /** A bad configuration value (as LinkBench). */
  public static final int CONFIG = 2;
  /** The store failed: database unreachable, bad credentials, missing or wrong tables, fatal SQL error. */
  public static final int STORE = 3;
  /** The run ended early: requesters exceeded max_failed_requests, or a worker failed. Results were still written. */
  public static final int RUN_FAILED = 4;
  /** {@code --verify} found the loaded data inconsistent. */
  public static final int VERIFY_FAILED = 5;
  /**
   * An output (csvstream, csvstats, hdrlog, results folder, {@code -L} log) could not be written: the
   * run stopped, and what was measured went to the other outputs.
   */
  public static final int OUTPUT_FAILED = OutputFailures.EXIT_STATUS;
  /** Stopped by SIGINT (Ctrl-C); what was measured was printed and flushed. */
  public static final int INTERRUPTED = 130;
  /** Stopped by SIGTERM; what was measured was printed and flushed. */
  public static final int TERMINATED = 143;

  private ExitCode() {
  }
}
