package io.shardflake.sample.web;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.codec.IdCodec;
import io.shardflake.codec.IdText;

/**
 * An id from a URL path, read by the core's one reader of id text ({@link IdText}), as the actuator's
 * {@code /actuator/shardflake/{id}} and the command line read it: decimal, or 13 characters of Crockford base32.
 * Thirteen digits whose first is 0 to 7 are both, and are refused (a 400 showing both readings) unless the query
 * parameter {@value #FORMAT} names the form: {@code ?format=decimal} or {@code ?format=base32}.
 */
final class PathId {

    /** The query parameter that names an id's form, as the actuator endpoint names it. */
    static final String FORMAT = "format";

    /** What a client adds to name the form of an ambiguous id; the actuator endpoint says the same. */
    static final String HOW_TO_CHOOSE = "add ?format=decimal or ?format=base32";

    private PathId() {
    }

    /**
     * @param text the id as it stands in the path
     * @param format the {@value #FORMAT} query parameter, or null to read the id by its shape
     * @return the id
     * @throws io.shardflake.error.InvalidIdException if the text is no id in its form, or is 13 digits and no form is
     *     named ({@link io.shardflake.codec.AmbiguousIdException})
     * @throws InvalidParameterException if the format is neither {@code decimal} nor {@code base32}
     */
    static long read(String text, String format) {
        if (format == null) {
            return IdText.parse(text);
        }
        IdCodec form;
        try {
            form = IdCodec.named(format);
        } catch (InvalidConfigurationException unknown) {
            throw new InvalidParameterException(FORMAT, format, unknown.allowed());
        }
        return IdText.parse(text, form);
    }
}
