package com.linkbenchx.results;

import com.fasterxml.jackson.databind.JsonNode;
import com.linkbenchx.TestProject;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import java.util.List;
import java.util.Set;

/** The JSON Schemas shipped in docs/results, loaded from the project (never fetched). */
public final class ResultsSchemas {
  private static final String BASE = "https://linkbenchx.invalid/results/";

  private final JsonSchema summary;
  private final JsonSchema interval;

  public ResultsSchemas() {
    String docs = TestProject.DIR.resolve("docs/results").toUri().toString();
    JsonSchemaFactory factory = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012,
        builder -> builder.schemaMappers(mappers -> mappers.mapPrefix(BASE, docs.endsWith("/") ? docs : docs + "/")));
    summary = factory.getSchema(SchemaLocation.of(BASE + "summary.schema.json"));
    interval = factory.getSchema(SchemaLocation.of(BASE + "interval.schema.json"));
  }

  /** What is wrong with a summary.json, one message each; empty when it is valid. */
  public List<String> summaryErrors(JsonNode node) {
    return messages(summary.validate(node));
  }

  /** What is wrong with one intervals.jsonl line. */
  public List<String> intervalErrors(JsonNode node) {
    return messages(interval.validate(node));
  }

  private static List<String> messages(Set<ValidationMessage> errors) {
    return errors.stream().map(ValidationMessage::getMessage).sorted().toList();
  }
}
