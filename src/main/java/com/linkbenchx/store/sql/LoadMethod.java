package com.linkbenchx.store.sql;

/** How the SQL stores write the load phase's rows ({@code load_method}). */
public enum LoadMethod {
  /** Multi-row INSERT statements, as LinkBench does (the default). */
  INSERT,
  /** The server's own bulk path: LOAD DATA LOCAL INFILE (MySQL, MariaDB) or COPY FROM STDIN (PostgreSQL). */
  BULK
}
