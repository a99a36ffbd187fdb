package io.shardflake.benchmarks.persistence;

import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * Writes maps, lists, strings, numbers, booleans and arrays of numbers as indented JSON: all results.json needs,
 * without a JSON library in a module that already drags in many.
 */
final class Json {

    private Json() {
    }

    /**
     * @param value a {@code Map<String, ?>}, {@code List<?>}, {@code String}, {@code Number}, {@code Boolean},
     *     {@code double[]}, {@code long[]} or null, nested freely
     * @return its JSON text
     */
    static String write(Object value) {
        StringBuilder out = new StringBuilder();
        write(value, out, "");
        return out.append('\n').toString();
    }

    private static void write(Object value, StringBuilder out, String indent) {
        if (value == null) {
            out.append("null");
        } else if (value instanceof String text) {
            string(text, out);
        } else if (value instanceof Double number) {
            // JSON has no NaN or infinity.
            out.append(number.isNaN() || number.isInfinite() ? "null" : number.toString());
        } else if (value instanceof Number || value instanceof Boolean) {
            out.append(value);
        } else if (value instanceof double[] numbers) {
            out.append('[');
            for (int i = 0; i < numbers.length; i++) {
                out.append(i == 0 ? "" : ", ");
                write(numbers[i], out, indent);
            }
            out.append(']');
        } else if (value instanceof long[] numbers) {
            out.append('[');
            for (int i = 0; i < numbers.length; i++) {
                out.append(i == 0 ? "" : ", ").append(numbers[i]);
            }
            out.append(']');
        } else if (value instanceof Map<?, ?> map) {
            object(map, out, indent);
        } else if (value instanceof List<?> list) {
            array(list, out, indent);
        } else {
            throw new IllegalArgumentException("no JSON form for " + value.getClass().getName());
        }
    }

    private static void object(Map<?, ?> map, StringBuilder out, String indent) {
        if (map.isEmpty()) {
            out.append("{}");
            return;
        }
        String inner = indent + "  ";
        out.append("{\n");
        Iterator<? extends Map.Entry<?, ?>> entries = map.entrySet().iterator();
        while (entries.hasNext()) {
            Map.Entry<?, ?> entry = entries.next();
            out.append(inner);
            string(String.valueOf(entry.getKey()), out);
            out.append(": ");
            write(entry.getValue(), out, inner);
            out.append(entries.hasNext() ? ",\n" : "\n");
        }
        out.append(indent).append('}');
    }

    private static void array(List<?> list, StringBuilder out, String indent) {
        if (list.isEmpty()) {
            out.append("[]");
            return;
        }
        String inner = indent + "  ";
        out.append("[\n");
        for (int i = 0; i < list.size(); i++) {
            out.append(inner);
            write(list.get(i), out, inner);
            out.append(i + 1 < list.size() ? ",\n" : "\n");
        }
        out.append(indent).append(']');
    }

    private static void string(String text, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
