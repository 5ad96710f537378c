package com.linkbenchx.results.output;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.StringReader;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class ConfigurationExporterTest {
  @Test
  void escapedTextReadsBackAsTheSameValues() throws IOException {
    String[][] pairs = {{"plain", "value"}, {"with space", " leading and inner spaces"}, {"a=b", "c:d#e!f"},
        {"path", "C:\\dir\\file"}, {"newline", "one\ntwo"}, {"latin", "caf\u00e9 \u20ac"}};
    StringBuilder text = new StringBuilder();
    for (String[] pair : pairs) {
      text.append(ConfigurationExporter.escape(pair[0], true)).append('=')
          .append(ConfigurationExporter.escape(pair[1], false)).append('\n');
    }
    Properties read = new Properties();
    read.load(new StringReader(text.toString()));
    for (String[] pair : pairs) {
      assertEquals(pair[1], read.getProperty(pair[0]), pair[0]);
    }
    assertEquals(pairs.length, read.size());
  }
}
