package io.shardflake.benchmarks.results;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import tools.jackson.core.JsonGenerator;
import tools.jackson.databind.DeserializationFeature;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.SerializationContext;
import tools.jackson.databind.ValueSerializer;
import tools.jackson.databind.json.JsonMapper;
import tools.jackson.databind.module.SimpleModule;

/**
 * Reads and writes the run folder's JSON with Jackson. A number that is not finite is written as {@code null}:
 * JSON has no NaN, and a run measures nothing for a generator that made no id, which readers show as "–".
 */
public final class ResultFiles {

    private static final JsonMapper MAPPER = JsonMapper.builder()
            // JMH's format has more than the report reads, and newer versions may add fields.
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            // Fields in the order the records declare them, as the files were always written.
            .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
            .addModule(new SimpleModule("non-finite-as-null")
                    .addSerializer(Double.class, new FiniteOrNull())
                    .addSerializer(Double.TYPE, new FiniteOrNull())
                    .addSerializer(double[].class, new FiniteArray()))
            .build();

    private ResultFiles() {
    }

    /**
     * @param file a JSON file
     * @param type the record it holds
     * @param <T> that type
     * @return its value
     * @throws IOException if the file cannot be read
     */
    public static <T> T read(Path file, Class<T> type) throws IOException {
        return parse(Files.readString(file, StandardCharsets.UTF_8), type);
    }

    /**
     * @param file a JSON file holding an array
     * @param type the records in it
     * @param <T> that type
     * @return its elements
     * @throws IOException if the file cannot be read
     */
    public static <T> List<T> readList(Path file, Class<T> type) throws IOException {
        return MAPPER.readerForListOf(type).readValue(Files.readString(file, StandardCharsets.UTF_8));
    }

    /**
     * @param json one JSON value, e.g. a line a child JVM printed
     * @param type what it holds
     * @param <T> that type
     * @return its value
     */
    public static <T> T parse(String json, Class<T> type) {
        return MAPPER.readValue(json, type);
    }

    /**
     * @param value a record, map or list
     * @return it as one line of JSON, for a child JVM to hand to its parent
     */
    public static String line(Object value) {
        return MAPPER.writeValueAsString(value);
    }

    /**
     * @param value a record, map or list
     * @return it as indented JSON ending with a line break, for a file people read too
     */
    public static String pretty(Object value) {
        return MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(value) + "\n";
    }

    /**
     * Writes {@link #pretty} JSON, making the file's folder if needed.
     *
     * @param file where
     * @param value what
     * @throws IOException if it cannot be written
     */
    public static void write(Path file, Object value) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        if (folder != null) {
            Files.createDirectories(folder);
        }
        Files.writeString(file, pretty(value), StandardCharsets.UTF_8);
    }

    private static final class FiniteOrNull extends ValueSerializer<Double> {
        @Override
        public void serialize(Double value, JsonGenerator out, SerializationContext context) {
            if (Double.isFinite(value)) {
                out.writeNumber(value);
            } else {
                out.writeNull();
            }
        }
    }

    private static final class FiniteArray extends ValueSerializer<double[]> {
        @Override
        public void serialize(double[] values, JsonGenerator out, SerializationContext context) {
            out.writeStartArray();
            for (double value : values) {
                if (Double.isFinite(value)) {
                    out.writeNumber(value);
                } else {
                    out.writeNull();
                }
            }
            out.writeEndArray();
        }
    }
}
