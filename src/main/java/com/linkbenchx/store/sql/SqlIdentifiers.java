package com.linkbenchx.store.sql;

import com.linkbenchx.config.ConfigError;
import com.linkbenchx.model.ErrorKind;
import com.linkbenchx.store.StoreException;
import java.util.regex.Pattern;

/** Database, schema and table names, the only SQL text not fixed in the code, are restricted to plain identifiers. */
public final class SqlIdentifiers {
  private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z_][A-Za-z0-9_$]{0,63}");
  private static final String EXPECTED =
      "an SQL identifier (a letter or _, then letters, digits, _ or $; at most 64 characters)";

  private SqlIdentifiers() {
  }

  public static boolean isValid(String name) {
    return name != null && IDENTIFIER.matcher(name).matches();
  }

  /** Checks a configured name; the error names the key, the value and what was expected. */
  public static String requireValid(String key, String name) {
    if (!isValid(name)) {
      throw new ConfigError("Expected configuration key " + key + " to be " + EXPECTED + ", but was '" + name + "'");
    }
    return name;
  }

  public static String requireValidDbid(String dbid) throws StoreException {
    if (!isValid(dbid)) {
      throw new StoreException(ErrorKind.FATAL, "dbid must be " + EXPECTED + ", but was '" + dbid + "'");
    }
    return dbid;
  }
}
