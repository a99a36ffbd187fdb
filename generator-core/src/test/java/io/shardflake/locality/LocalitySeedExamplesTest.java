package io.shardflake.locality;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** Every number the seed (002, Groupon's Locality UUID) prints, reproduced. */
class LocalitySeedExamplesTest {

    private static final List<String> VARIABLE_EXAMPLES = List.of(
            "c8c9cef9-7a7f-bd53-7a50-013e4e2afbde",
            "14951cfa-7a7f-bd53-7a50-013e4e2afbde",
            "6f5169fb-7a7f-bd53-7a50-013e4e2afbde",
            "ba2da6fc-7a7f-bd53-7a50-013e4e2afbde",
            "06f8f3fc-7a7f-bd53-7a50-013e4e2afbde",
            "51c441fd-7a7f-bd53-7a50-013e4e2afbde",
            "ac809efe-7a7f-bd53-7a50-013e4e2afbde",
            "f75cdbff-7a7f-bd53-7a50-013e4e2afbde");

    private static final List<String> SEQUENTIAL_EXAMPLES = List.of(
            "f5166777-7a7f-bd53-7a50-013e4e2afc26",
            "f5166778-7a7f-bd53-7a50-013e4e2afc26",
            "f5166779-7a7f-bd53-7a50-013e4e2afc26",
            "f516677a-7a7f-bd53-7a50-013e4e2afc26",
            "f516677b-7a7f-bd53-7a50-013e4e2afc26",
            "f516677c-7a7f-bd53-7a50-013e4e2afc26",
            "f516677d-7a7f-bd53-7a50-013e4e2afc26",
            "f516677e-7a7f-bd53-7a50-013e4e2afc26");

    /** The seed's examples were made by process 0x7a7f on a machine whose MAC ends in d:53:7a:50. */
    private static final int PID = 0x7a7f;
    private static final int MAC = 0xd537a50;

    @Test
    void decodesTheSeedsExampleExactly() {
        LocalityUuid id = LocalityUuid.parse("20be0ffc-314a-bd53-7a50-013a65ca76d2");

        assertThat(id.counter()).isEqualTo(3_488_672_514L);
        assertThat(id.processId()).isEqualTo(12_618);
        assertThat(id.macFragment()).isEqualTo(0xd537a50);
        assertThat(id.macDisplay()).isEqualTo("__:__:_d:53:7a:50");
        assertThat(id.epochMillis()).isEqualTo(1_350_327_498_450L);
        assertThat(id.instant()).isEqualTo(Instant.parse("2012-10-15T18:58:18.450Z"));
        assertThat(id.firstGroup()).isEqualTo(0x20be0ffcL);
        assertThat(id.counter(CounterMode.SEQUENTIAL)).isEqualTo(0x20be0ffcL);
        assertThat(id).hasToString("20be0ffc-314a-bd53-7a50-013a65ca76d2");
    }

    @Test
    void decodesTheSeedsListedIds() {
        assertThat(VARIABLE_EXAMPLES).map(LocalityUuid::parse).allSatisfy(id -> {
            assertThat(id.processId()).isEqualTo(PID);
            assertThat(id.macDisplay()).isEqualTo("__:__:_d:53:7a:50");
            assertThat(id.instant()).isEqualTo(Instant.parse("2013-04-28T01:03:59.966Z"));
        });
        assertThat(SEQUENTIAL_EXAMPLES).map(LocalityUuid::parse)
                .allSatisfy(id -> assertThat(id.instant()).isEqualTo(Instant.parse("2013-04-28T01:04:00.038Z")));
    }

    /** The derivation in {@link CounterMode}'s Javadoc, redone from the seed's strings. */
    @Test
    void theVariableStepIsTheOnlyPrimeThatReproducesTheSeed() {
        long[] written = VARIABLE_EXAMPLES.stream().mapToLong(LocalitySeedExamplesTest::reversedFirstGroup).toArray();
        assertThat(written).containsExactly(0x9fec9c8cL, 0xafc15941L, 0xbf9615f6L, 0xcf6ad2abL, 0xcf3f8f60L,
                0xdf144c15L, 0xefe908caL, 0xffbdc57fL);
        List<Long> differences = new ArrayList<>();
        for (int i = 1; i < written.length; i++) {
            differences.add((written[i] - written[i - 1]) & 0xFFFF_FFFFL);
        }
        assertThat(differences).containsExactly(0x0fd4bcb5L, 0x0fd4bcb5L, 0x0fd4bcb5L, 0xffd4bcb5L, 0x0fd4bcb5L,
                0x10d4bcb5L, 0x0fd4bcb5L);
        assertThat(differences).allSatisfy(d -> assertThat(d & 0xFF_FFFF).isEqualTo(0xd4bcb5L));
        assertThat(VARIABLE_EXAMPLES).allSatisfy(id -> assertThat(id.charAt(6)).isEqualTo('f'));

        List<Long> fitting = new ArrayList<>();
        for (long topByte = 0; topByte < 256; topByte++) {
            long step = topByte << 24 | 0xd4bcb5L;
            if (IntStream.range(0, 16).anyMatch(hidden -> reproduces(step, (written[0] & ~0x0F00_0000L)
                    | (long) hidden << 24))) {
                fitting.add(step);
            }
        }
        assertThat(fitting).containsExactly(0x0bd4bcb5L, 0x0cd4bcb5L, 0x0dd4bcb5L, 0x0ed4bcb5L);
        assertThat(fitting).filteredOn(LocalitySeedExamplesTest::isPrime).containsExactly((long) CounterMode.PRIME);
        assertThat(CounterMode.PRIME).isEqualTo(198_491_317);
        assertThat(CounterMode.VARIABLE.step()).isEqualTo(CounterMode.PRIME);
    }

    @Test
    void reproducesTheVariableModeExamplesButForTheSignExtendedCharacter() {
        ManualClock clock = ManualClock.at(Instant.parse("2013-04-28T01:03:59.966Z"));
        LocalityUuidGenerator generator = LocalityUuidGenerator.builder().processId(PID).macFragment(MAC)
                .firstCounter(0x9dec9c8cL).clock(ClockSettings.of(clock, clock)).build();

        List<LocalityUuid> ids = IntStream.range(0, 8).mapToObj(i -> generator.next()).toList();

        assertThat(ids).map(LocalityUuid::toString).containsExactly(
                "c8c9ced9-7a7f-bd53-7a50-013e4e2afbde",
                "14951c9a-7a7f-bd53-7a50-013e4e2afbde",
                "6f51695b-7a7f-bd53-7a50-013e4e2afbde",
                "ba2da61c-7a7f-bd53-7a50-013e4e2afbde",
                "06f8f3dc-7a7f-bd53-7a50-013e4e2afbde",
                "51c4419d-7a7f-bd53-7a50-013e4e2afbde",
                "ac809e4e-7a7f-bd53-7a50-013e4e2afbde",
                "f75cdb0f-7a7f-bd53-7a50-013e4e2afbde");
        // Printed the way Groupon's Java code prints them, they are the seed's ids exactly.
        assertThat(ids).map(LocalitySeedExamplesTest::asGrouponJavaPrintsIt).containsExactlyElementsOf(
                VARIABLE_EXAMPLES);
        for (int i = 1; i < ids.size(); i++) {
            assertThat((ids.get(i).counter() - ids.get(i - 1).counter()) & 0xFFFF_FFFFL)
                    .isEqualTo(CounterMode.PRIME);
        }
    }

    @Test
    void reproducesTheSequentialModeExamplesExactly() {
        ManualClock clock = ManualClock.at(Instant.parse("2013-04-28T01:04:00.038Z"));
        LocalityUuidGenerator generator = LocalityUuidGenerator.builder().sequential().processId(PID)
                .macFragment(MAC).clock(ClockSettings.of(clock, clock)).build();

        String first = generator.nextString();
        List<String> next = IntStream.range(0, 8).mapToObj(i -> generator.nextString()).toList();

        assertThat(generator.firstCounter()).isEqualTo(0xf5166776L);
        assertThat(first).isEqualTo("f5166776-7a7f-bd53-7a50-013e4e2afc26");
        assertThat(next).containsExactlyElementsOf(SEQUENTIAL_EXAMPLES);
    }

    @Test
    void theSequentialSeedIsTheTenMinuteBucketsMd5() {
        Instant seedTime = Instant.parse("2013-04-28T01:04:00.038Z");

        assertThat(SequentialSeed.bucket(seedTime)).isEqualTo("20130428010");
        assertThat(SequentialSeed.of(seedTime)).isEqualTo(0xf5166775L);
        assertThat(SequentialSeed.of(Instant.parse("2013-04-28T01:00:00Z"))).isEqualTo(0xf5166775L);
        assertThat(SequentialSeed.of(Instant.parse("2013-04-28T01:09:59.999Z"))).isEqualTo(0xf5166775L);
        assertThat(SequentialSeed.bucket(Instant.parse("2013-04-28T01:10:00Z"))).isEqualTo("20130428011");
        assertThat(SequentialSeed.of(Instant.parse("2013-04-28T01:10:00Z"))).isNotEqualTo(0xf5166775L);
        assertThat(SequentialSeed.of(Instant.parse("2013-04-28T00:59:59.999Z"))).isNotEqualTo(0xf5166775L);
    }

    /** Groupon's Java code shifts a negative counter with sign extension: index 6 becomes 'f'. */
    private static String asGrouponJavaPrintsIt(LocalityUuid id) {
        String text = id.toString();
        return id.counter() >= 1L << 31 ? text.substring(0, 6) + 'f' + text.substring(7) : text;
    }

    private static long reversedFirstGroup(String id) {
        return Long.parseLong(new StringBuilder(id.substring(0, 8)).reverse().toString(), 16);
    }

    private static boolean reproduces(long step, long firstCounter) {
        for (int i = 0; i < VARIABLE_EXAMPLES.size(); i++) {
            long counter = (firstCounter + i * step) & 0xFFFF_FFFFL;
            String reversed = new StringBuilder(String.format(Locale.ROOT, "%08x", counter)).reverse().toString();
            String printed = counter >= 1L << 31 ? reversed.substring(0, 6) + 'f' + reversed.charAt(7) : reversed;
            if (!VARIABLE_EXAMPLES.get(i).startsWith(printed)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isPrime(long n) {
        if (n < 2 || n % 2 == 0) {
            return n == 2;
        }
        for (long d = 3; d * d <= n; d += 2) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }
}
