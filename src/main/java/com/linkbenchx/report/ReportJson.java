package com.linkbenchx.report;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import java.io.IOException;

/**
 * The report's data as JSON: the whole {@link ReportView}, embedded in the page for its charts and
 * readable back. Missing chart values are {@code null}; NaN figures are the string "NaN".
 */
public final class ReportJson {
  /** Integers up to here are exact in a double and in JavaScript. */
  private static final double LARGEST_EXACT_INTEGER = 9_007_199_254_740_992.0;

  private final ObjectMapper mapper = JsonMapper.builder().addModule(compactNumbers()).build();

  private static SimpleModule compactNumbers() {
    CompactDouble serializer = new CompactDouble();
    return new SimpleModule("compact-numbers").addSerializer(Double.class, serializer).addSerializer(Double.TYPE,
        serializer);
  }

  public String write(ReportView view) {
    try {
      return mapper.writeValueAsString(view);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("report data could not be written as JSON: " + e.getOriginalMessage(), e);
    }
  }

  /**
   * JSON safe inside an HTML {@code <script>} element: '<', '>' and '&' only occur inside JSON strings, where their \\u
   * escapes mean the same, so no "</script>" or "<!--" in a label can end the element early.
   */
  public static String forScriptElement(String json) {
    return json.replace("<", "\\u003c").replace(">", "\\u003e").replace("&", "\\u0026");
  }

  /** Whole numbers (epoch milliseconds, counts) without the exponent and ".0" Java would add. */
  private static final class CompactDouble extends StdSerializer<Double> {
    private static final long serialVersionUID = 1L;

    CompactDouble() {
      super(Double.class);
    }

    @Override
    public void serialize(Double value, JsonGenerator generator, SerializerProvider provider) throws IOException {
      double v = value;
      boolean negativeZero = v == 0 && 1 / v < 0;
      if (v == Math.rint(v) && Math.abs(v) <= LARGEST_EXACT_INTEGER && !negativeZero) {
        generator.writeNumber((long) v);
      } else {
        generator.writeNumber(v);
      }
    }
  }
}
