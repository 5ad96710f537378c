package com.linkbenchx.report;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Properties;

/**
 * The chart library inlined into every report: uPlot, read from its WebJar on the classpath (the version the build
 * depends on). uPlot draws time series, log axes and tens of thousands of points on a canvas in about 50 KB of script,
 * which keeps the report small. Its licence text is carried in the report as the licence asks.
 */
public record ChartLibrary(String name, String version, String script, String css, String license) {
  private static final String POM_PROPERTIES = "META-INF/maven/org.webjars.npm/uplot/pom.properties";
  private static final String ROOT = "META-INF/resources/webjars/uplot/";

  public static ChartLibrary uPlot() {
    ClassLoader loader = ChartLibrary.class.getClassLoader();
    Properties coordinates = new Properties();
    try {
      coordinates.load(new StringReader(text(loader, POM_PROPERTIES)));
    } catch (IOException e) {
      throw new UncheckedIOException(e); // a string is always readable
    }
    String version = coordinates.getProperty("version");
    if (version == null || version.isBlank()) {
      throw new IllegalStateException(POM_PROPERTIES + " names no version");
    }
    String base = ROOT + version + "/";
    return new ChartLibrary("uPlot", version, text(loader, base + "dist/uPlot.iife.min.js"),
        text(loader, base + "dist/uPlot.min.css"), text(loader, base + "LICENSE"));
  }

  static String text(ClassLoader loader, String resource) {
    try (InputStream in = loader.getResourceAsStream(resource)) {
      if (in == null) {
        throw new IOException(resource + " is not on the classpath");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + resource + " from the classpath", e);
    }
  }
}
