package io.shardflake.codec;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;

/**
 * Writes an id as text and reads it back.
 *
 * <p>Ids are non-negative {@code long}s (the sign bit is always 0). For every id {@code x} that
 * {@link #encode(long)} accepts, {@code decode(encode(x)) == x}. Implementations are stateless and thread-safe.
 */
public interface IdCodec {

    /**
     * @param id a non-negative id
     * @return the id as text, in this codec's canonical spelling
     * @throws InvalidIdException if {@code id} is negative
     */
    String encode(long id);

    /**
     * @param text the text of one id, nothing before or after it
     * @return the id
     * @throws InvalidIdException if {@code text} is null or is not, as a whole, an id in this codec's spelling;
     *     the message names the text and what was wrong with it
     */
    long decode(CharSequence text);

    /**
     * Looks a codec up by the name used in configuration.
     *
     * <p>Names are exact and lower case: {@code "decimal"} ({@link DecimalCodec}) and {@code "base32"}
     * ({@link Crockford32Codec}). A caller that read the name from a property can restate the error under the
     * property key with {@link InvalidConfigurationException#renamed(String)}.
     *
     * @param name the codec's name
     * @return the codec of that name
     * @throws InvalidConfigurationException (parameter {@code codec}) if no codec has that name, or it is null
     */
    static IdCodec named(String name) {
        if (DecimalCodec.NAME.equals(name)) {
            return DecimalCodec.INSTANCE;
        }
        if (Crockford32Codec.NAME.equals(name)) {
            return Crockford32Codec.INSTANCE;
        }
        throw new InvalidConfigurationException("codec", name,
                "one of \"" + DecimalCodec.NAME + "\", \"" + Crockford32Codec.NAME + "\"");
    }
}
