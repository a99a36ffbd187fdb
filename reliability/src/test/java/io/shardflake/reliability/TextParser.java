package io.shardflake.reliability;

import io.shardflake.error.InvalidIdException;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.codec.DecimalCodec;
import io.shardflake.locality.InvalidLocalityUuidException;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.uniqid.InvalidUniqidException;
import io.shardflake.uniqid.Uniqid;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uuid.InvalidUuidException;
import io.shardflake.uuid.UuidFormat;
import io.shardflake.uuid.UuidVersion;
import java.util.Locale;
import java.util.UUID;

/**
 * Every parser of id text in generator-core, with the exception it documents for bad text and the check that a
 * value it returns is whole: written back out, it gives the text it was read from (in canonical spelling).
 */
enum TextParser {

    DECIMAL(InvalidIdException.class) {
        @Override
        void parseAndRoundTrip(String text) {
            long id = DecimalCodec.INSTANCE.decode(text);
            // Decimal accepts only the canonical spelling.
            require(DecimalCodec.INSTANCE.encode(id).equals(text), text, id);
        }
    },
    BASE32(InvalidIdException.class) {
        @Override
        void parseAndRoundTrip(String text) {
            long id = Crockford32Codec.INSTANCE.decode(text);
            // Either case, and Crockford's aliases for misread characters, spell the same id.
            String canonical = text.toUpperCase(Locale.ROOT).replace('O', '0').replace('I', '1').replace('L', '1');
            require(Crockford32Codec.INSTANCE.encode(id).equals(canonical), text, id);
        }
    },
    UUID_RFC_9562(InvalidUuidException.class) {
        @Override
        void parseAndRoundTrip(String text) {
            uuidRoundTrip(text, UuidFormat.parse(text));
        }
    },
    UUID_V7(InvalidUuidException.class) {
        @Override
        void parseAndRoundTrip(String text) {
            UUID uuid = UuidFormat.parse(text, UuidVersion.V7);
            require(uuid.version() == 7, text, uuid);
            uuidRoundTrip(text, uuid);
        }
    },
    UUID_ANY_VARIANT(InvalidUuidException.class) {
        @Override
        void parseAndRoundTrip(String text) {
            uuidRoundTrip(text, UuidFormat.parseAnyVariant(text));
        }
    },
    LOCALITY_VB(InvalidLocalityUuidException.class) {
        @Override
        void parseAndRoundTrip(String text) {
            LocalityUuid id = LocalityUuid.parse(text);
            require(id.toString().equalsIgnoreCase(text) && LocalityUuid.parse(id.toString()).equals(id), text, id);
        }
    },
    UNIQID_PREFIXED_4_SHARDS(InvalidUniqidException.class) {
        @Override
        void parseAndRoundTrip(String text) {
            Uniqid id = UniqidFormat.withPrefix(4).parse(text);
            require(id.toString().equals(text), text, id);
        }
    },
    UNIQID_PLAIN_1_SHARD(InvalidUniqidException.class) {
        @Override
        void parseAndRoundTrip(String text) {
            Uniqid id = UniqidFormat.withoutPrefix(1).parse(text);
            require(id.toString().equals(text), text, id);
        }
    };

    private final Class<? extends InvalidIdException> documented;

    TextParser(Class<? extends InvalidIdException> documented) {
        this.documented = documented;
    }

    /**
     * Parses, and checks that what came back is the whole text.
     *
     * @throws InvalidIdException (the documented subtype) if the text is not an id of this kind
     * @throws AssertionError if a value came back that does not write back to the text
     */
    abstract void parseAndRoundTrip(String text);

    /** @return the exception the parser documents for text that is not an id */
    Class<? extends InvalidIdException> documented() {
        return documented;
    }

    private static void uuidRoundTrip(String text, UUID uuid) {
        require(uuid.toString().equalsIgnoreCase(text) && UuidFormat.parseAnyVariant(uuid.toString()).equals(uuid),
                text, uuid);
    }

    private static void require(boolean wholeValue, String text, Object value) {
        if (!wholeValue) {
            throw new AssertionError("\"" + text + "\" parsed to " + value + ", which does not write back to it:"
                    + " a partial result");
        }
    }
}
