package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.shardflake.error.InvalidIdException;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import io.shardflake.uniqid.Uniqid;
import java.time.Duration;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;

/**
 * The same random text to every parser at once: each either returns a value that writes back to the text, or
 * throws the {@link InvalidIdException} subtype it documents — never another exception, never a partial value,
 * never a hang (each try runs under {@code assertTimeoutPreemptively}, on a daemon thread that a stuck parser
 * leaves behind rather than blocking the build). generator-core fuzzes each parser with inputs shaped for it;
 * here every parser also meets every other format's ids, whole and damaged.
 */
class CrossParserProperties {

    /** How long one try, all parsers on one string, may take before it counts as a hang. */
    private static final Duration TRY_TIMEOUT = Duration.ofSeconds(2);

    private static final Map<TextParser, AtomicLong> PARSED = counters();
    private static final Map<TextParser, AtomicLong> REJECTED = counters();
    private static final AtomicLong STRINGS = new AtomicLong();

    @Test
    void everyParserReturnsAWholeValueOrThrowsItsDocumentedException() {
        Property.forAll(texts()).tries(10_000).check(text -> assertTimeoutPreemptively(TRY_TIMEOUT,
                () -> everyParserOn(text), () -> "no result within " + TRY_TIMEOUT.toMillis() + " ms: a hang"));
    }

    private static void everyParserOn(String text) {
        STRINGS.incrementAndGet();
        for (TextParser parser : TextParser.values()) {
            try {
                parser.parseAndRoundTrip(text);
                PARSED.get(parser).incrementAndGet();
            } catch (InvalidIdException e) {
                assertThat(e).as("%s on \"%s\"", parser, text).isInstanceOf(parser.documented());
                assertThat(e.getMessage()).as("%s names the input", parser).isNotBlank();
                REJECTED.get(parser).incrementAndGet();
            }
        }
    }

    static Gen<String> texts() {
        return Gens.frequency(
                Gens.weight(2, Gens.strings(40)),
                Gens.weight(3, idLikeText()),
                Gens.weight(3, validIds()),
                Gens.weight(4, damaged(validIds())));
    }

    /** Characters every format uses, and a few none does, at the lengths the formats have. */
    private static Gen<String> idLikeText() {
        Gen<Character> chars = Gens.frequency(
                Gens.weight(20, Gens.charsFrom("0123456789abcdefABCDEF")),
                Gens.weight(5, Gens.charsFrom("GHJKMNPQRSTVWXYZOIiLlUu")),
                Gens.weight(3, Gens.constant('-')),
                Gens.weight(1, Gens.charsFrom("+ \u0000\u0660\uFF10\u00E9\uD83D")));
        Gen<Integer> lengths = Gens.frequency(
                Gens.weight(2, Gens.of(0, 1, 13, 14, 18, 19, 20, 36)),
                Gens.weight(1, Gens.ints(0, 40)));
        return lengths.flatMap(n -> Gens.strings(chars, n, n));
    }

    /** Well-formed ids of every kind, so that every parser also meets the others' good ids. */
    private static Gen<String> validIds() {
        Gen<Long> ids = Gens.longs(0, Long.MAX_VALUE);
        Gen<Long> bits = Gens.longs();
        Gen<Integer> versions = Gens.of(1, 6, 7, 0xb);
        Gen<UUID> uuids = s -> new UUID(bits.next(s) & ~0xF000L | (long) versions.next(s) << 12,
                bits.next(s) & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L);
        Gen<Long> firstGroups = Gens.longs(0, LocalityUuid.MAX_FIRST_GROUP);
        Gen<Integer> processIds = Gens.ints(0, LocalityUuid.MAX_PROCESS_ID);
        Gen<Integer> macFragments = Gens.ints(0, LocalityUuid.MAX_MAC_FRAGMENT);
        Gen<Long> epochMillis = Gens.longs(0, LocalityUuid.MAX_EPOCH_MILLIS);
        Gen<String> locality = s -> new LocalityUuid(firstGroups.next(s), processIds.next(s), macFragments.next(s),
                epochMillis.next(s)).toString();
        Gen<Long> micros = Gens.longs(0, Uniqid.MAX_EPOCH_MICROS);
        Gen<String> prefixes = Gens.strings(Gens.charsFrom("0123456789abcdef"), Uniqid.PREFIX_LENGTH,
                Uniqid.PREFIX_LENGTH);
        Gen<Integer> shardCounts = Gens.of(1, 4);
        Gen<String> uniqids = s -> {
            long at = micros.next(s);
            String prefix = prefixes.next(s);
            int shards = shardCounts.next(s);
            return new Uniqid(at, shards == 4 ? prefix : "", shards).toString();
        };
        return Gens.oneOf(ids.map(String::valueOf), ids.map(Crockford32Codec.INSTANCE::encode),
                uuids.map(UUID::toString), locality, uniqids);
    }

    /** One character replaced, inserted or removed, or the case changed. */
    private static Gen<String> damaged(Gen<String> texts) {
        Gen<Integer> positions = Gens.ints(0, 1_000);
        Gen<Character> chars = Gens.charsFrom("0789afAFzZoOlL-+ \u0000\u0660\u00E9");
        Gen<Integer> edits = Gens.ints(0, 3);
        return s -> {
            String text = texts.next(s);
            int where = positions.next(s);
            char c = chars.next(s);
            int how = edits.next(s);
            StringBuilder damaged = new StringBuilder(text);
            int at = text.isEmpty() ? 0 : where % text.length();
            switch (how) {
                case 0 -> {
                    if (!text.isEmpty()) {
                        damaged.setCharAt(at, c);
                    }
                }
                case 1 -> damaged.insert(at, c);
                case 2 -> {
                    if (!text.isEmpty()) {
                        damaged.deleteCharAt(at);
                    }
                }
                default -> {
                    return text.toUpperCase(Locale.ROOT);
                }
            }
            return damaged.toString();
        };
    }

    @AfterAll
    static void summary() {
        System.out.printf("RELIABILITY bad input: %,d random strings × %d parsers; parsed and written back whole %s;"
                + " rejected with the documented exception %s; 0 other exceptions, 0 partial values, 0 hangs%n",
                STRINGS.get(), TextParser.values().length, PARSED, REJECTED);
    }

    private static Map<TextParser, AtomicLong> counters() {
        Map<TextParser, AtomicLong> counters = new EnumMap<>(TextParser.class);
        for (TextParser parser : TextParser.values()) {
            counters.put(parser, new AtomicLong());
        }
        return counters;
    }
}
