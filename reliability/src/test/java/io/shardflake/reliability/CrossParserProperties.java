package io.shardflake.reliability;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.InvalidIdException;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.uniqid.Uniqid;
import java.util.EnumMap;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicLong;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The same random text to every parser at once: each either returns a value that writes back to the text, or
 * throws the {@link InvalidIdException} subtype it documents — never another exception, never a partial value,
 * never a hang ({@link TryTimeout}). generator-core fuzzes each parser with inputs shaped for it; here every
 * parser also meets every other format's ids, whole and damaged.
 */
class CrossParserProperties {

    private static final Map<TextParser, AtomicLong> PARSED = counters();
    private static final Map<TextParser, AtomicLong> REJECTED = counters();
    private static final AtomicLong STRINGS = new AtomicLong();

    @Property(tries = 10_000)
    @TryTimeout(millis = 2_000)
    void everyParserReturnsAWholeValueOrThrowsItsDocumentedException(@ForAll("texts") String text) {
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

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.strings().all().ofMaxLength(40)),
                Tuple.of(3, idLikeText()),
                Tuple.of(3, validIds()),
                Tuple.of(4, damaged(validIds())));
    }

    /** Characters every format uses, and a few none does, at the lengths the formats have. */
    private static Arbitrary<String> idLikeText() {
        Arbitrary<Character> chars = Arbitraries.frequencyOf(
                Tuple.of(20, Arbitraries.of("0123456789abcdefABCDEF".toCharArray())),
                Tuple.of(5, Arbitraries.of("GHJKMNPQRSTVWXYZOIiLlUu".toCharArray())),
                Tuple.of(3, Arbitraries.just('-')),
                Tuple.of(1, Arbitraries.of('+', ' ', '\u0000', '\u0660', '\uFF10', '\u00E9', '\uD83D')));
        Arbitrary<Integer> lengths = Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.of(0, 1, 13, 14, 18, 19, 20, 36)),
                Tuple.of(1, Arbitraries.integers().between(0, 40)));
        return lengths.flatMap(n -> chars.list().ofSize(n).map(CrossParserProperties::join));
    }

    /** Well-formed ids of every kind, so that every parser also meets the others' good ids. */
    private static Arbitrary<String> validIds() {
        Arbitrary<Long> ids = Arbitraries.longs().between(0, Long.MAX_VALUE);
        Arbitrary<UUID> uuids = Combinators.combine(Arbitraries.longs(), Arbitraries.longs(),
                Arbitraries.of(1, 6, 7, 0xb)).as((high, low, version) -> new UUID(
                        high & ~0xF000L | (long) version << 12, low & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L));
        Arbitrary<String> locality = Combinators.combine(Arbitraries.longs().between(0, LocalityUuid.MAX_FIRST_GROUP),
                Arbitraries.integers().between(0, LocalityUuid.MAX_PROCESS_ID),
                Arbitraries.integers().between(0, LocalityUuid.MAX_MAC_FRAGMENT),
                Arbitraries.longs().between(0, LocalityUuid.MAX_EPOCH_MILLIS))
                .as((first, pid, mac, millis) -> new LocalityUuid(first, pid, mac, millis).toString());
        Arbitrary<String> uniqids = Combinators.combine(Arbitraries.longs().between(0, Uniqid.MAX_EPOCH_MICROS),
                Arbitraries.strings().withChars("0123456789abcdef").ofLength(Uniqid.PREFIX_LENGTH),
                Arbitraries.of(1, 4)).as((micros, prefix, shards) ->
                        new Uniqid(micros, shards == 4 ? prefix : "", shards).toString());
        return Arbitraries.oneOf(ids.map(String::valueOf), ids.map(Crockford32Codec.INSTANCE::encode),
                uuids.map(UUID::toString), locality, uniqids);
    }

    /** One character replaced, inserted or removed, or the case changed. */
    private static Arbitrary<String> damaged(Arbitrary<String> texts) {
        Arbitrary<Character> chars = Arbitraries.of("0789afAFzZoOlL-+ \u0000\u0660\u00E9".toCharArray());
        return Combinators.combine(texts, Arbitraries.integers().between(0, 1_000), chars, Arbitraries.integers()
                .between(0, 3)).as((text, where, c, how) -> {
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
                            return text.toUpperCase(java.util.Locale.ROOT);
                        }
                    }
                    return damaged.toString();
                });
    }

    @AfterContainer
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

    private static String join(java.util.List<Character> chars) {
        StringBuilder text = new StringBuilder(chars.size());
        chars.forEach(text::append);
        return text.toString();
    }
}
