package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ManualClock;
import io.shardflake.locality.CounterMode;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.uniqid.Uniqid;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uuid.GregorianUuid;
import io.shardflake.uuid.UuidFormat;
import io.shardflake.uuid.UuidNode;
import io.shardflake.uuid.UuidTime;
import io.shardflake.uuid.UuidVersion;
import java.time.Instant;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code next --type}: every kind it makes reads back with the library's own strict parser. */
class NextTypesTest {

    /** The time of the scripted clock every generator here reads: 250.123 ms past noon. */
    private static final Instant NOW = Instant.parse("2026-03-01T12:00:00.250123Z");

    /** The same time to the millisecond, as version 7 and Locality UUIDs keep it. */
    private static final Instant NOW_MILLIS = Instant.parse("2026-03-01T12:00:00.250Z");

    @Test
    void makesVersion1UuidsWithOneRandomNodeAndRisingTimestampsFromTheClocksTime() {
        CliRun run = CliRun.at(ManualClock.at(NOW), "next", "--type", "uuid-v1", "--count", "200");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        List<GregorianUuid> fields = run.outLines().stream()
                .map(line -> GregorianUuid.from(UuidFormat.parse(line, UuidVersion.V1))).toList();
        assertThat(fields).hasSize(200);
        assertThat(fields).extracting(GregorianUuid::node).containsOnly(fields.get(0).node());
        assertThat(fields.get(0).node() & UuidNode.MULTICAST_BIT).as("random node").isNotZero();
        assertThat(fields).extracting(GregorianUuid::timestamp).isSorted().doesNotHaveDuplicates();
        assertThat(fields.get(0).time()).isEqualTo(NOW);
    }

    @Test
    void usesTheNodeGivenInEitherCase() {
        CliRun v1 = CliRun.of("next", "--type", "uuid-v1", "--node", "0123456789AB", "--count", "3");
        CliRun v6 = CliRun.of("next", "--type=uuid-v6", "--node=9f6bdeced846");

        assertThat(v1.outLines()).hasSize(3).allSatisfy(line -> {
            assertThat(line).endsWith("-0123456789ab");
            assertThat(GregorianUuid.from(UuidFormat.parse(line, UuidVersion.V1)).node()).isEqualTo(0x0123456789abL);
        });
        assertThat(GregorianUuid.from(UuidFormat.parse(v6.out().strip(), UuidVersion.V6)).node())
                .isEqualTo(0x9f6bdeced846L);
    }

    @Test
    void makesVersion6UuidsThatSortAsStrings() {
        CliRun run = CliRun.of("next", "--type", "uuid-v6", "--count", "500");

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).hasSize(500).isSorted().doesNotHaveDuplicates()
                .allSatisfy(line -> assertThat(UuidFormat.parse(line, UuidVersion.V6)).hasToString(line));
    }

    @Test
    void makesVersion7UuidsThatSortAsStringsWithTheClocksMillisecond() {
        CliRun run = CliRun.at(ManualClock.at(NOW), "next", "--type", "uuid-v7", "--count", "500");

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).hasSize(500).isSorted().doesNotHaveDuplicates();
        List<UUID> uuids = run.outLines().stream().map(line -> UuidFormat.parse(line, UuidVersion.V7)).toList();
        assertThat(UuidTime.of(uuids.get(0))).isEqualTo(NOW_MILLIS);
    }

    @Test
    void makesLocalityUuidsOfThisProcessInVariableMode() {
        CliRun run = CliRun.at(ManualClock.at(NOW), "next", "--type", "locality", "--count", "200");

        assertThat(run.exitCode()).isZero();
        List<LocalityUuid> ids = run.outLines().stream().map(LocalityUuid::parse).toList();
        assertThat(ids).hasSize(200).doesNotHaveDuplicates();
        assertThat(ids).extracting(LocalityUuid::processId)
                .containsOnly((int) (ProcessHandle.current().pid() & LocalityUuid.MAX_PROCESS_ID));
        assertThat(ids.get(0).instant()).isEqualTo(NOW_MILLIS);
        // Variable mode steps by a large prime and writes it reversed: the first characters vary. The step is odd,
        // so 256 ids in a row differ in their counter's low byte, which is their first two characters.
        assertThat(run.outLines()).extracting(line -> line.substring(0, 2)).doesNotHaveDuplicates().hasSize(200);
        assertThat(run.outLines()).isNotEqualTo(run.outLines().stream().sorted().toList());
    }

    @Test
    void sequentialLocalityUuidsCountUpAndShareTheirFirstCharacters() {
        CliRun run = CliRun.of("next", "--type", "locality", "--sequential", "--count", "200");

        List<LocalityUuid> ids = run.outLines().stream().map(LocalityUuid::parse).toList();
        assertThat(ids).hasSize(200);
        // A retried call skips a counter, so rising rather than consecutive; a wrap at 2^32 is a 1 in 20 million chance.
        assertThat(ids).extracting(id -> id.counter(CounterMode.SEQUENTIAL)).isSorted().doesNotHaveDuplicates();
        assertThat(run.outLines()).isSorted();
    }

    @Test
    void makesShardedUniqidsWhoseDigitMatchesTheShardCount() {
        CliRun run = CliRun.at(ManualClock.at(NOW), "next", "--type", "uniqid", "--shards", "4", "--count", "300");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        List<Uniqid> ids = run.outLines().stream().map(UniqidFormat.withoutPrefix(4)::parse).toList();
        assertThat(run.outLines()).hasSize(300).allSatisfy(line -> assertThat(line).hasSize(14));
        assertThat(ids).extracting(Uniqid::uniqid).isSorted().doesNotHaveDuplicates();
        // Microseconds, as PHP writes them: 250,123 µs past the second, shard 250,123 mod 4 = 3.
        assertThat(ids.get(0).instant()).isEqualTo(NOW);
        assertThat(run.outLines().get(0)).startsWith("3");
    }

    @Test
    void addsTheRandomPrefixWhenAsked() {
        CliRun run = CliRun.of("next", "--type", "uniqid", "--shards", "10", "--prefix", "--count", "100");

        List<Uniqid> ids = run.outLines().stream().map(UniqidFormat.withPrefix(10)::parse).toList();
        assertThat(run.outLines()).hasSize(100).allSatisfy(line -> assertThat(line).hasSize(18));
        assertThat(ids).allSatisfy(id -> assertThat(id.prefix()).matches("[0-9a-f]{4}"));
        assertThat(ids).extracting(Uniqid::uniqid).isSorted().doesNotHaveDuplicates();
        assertThat(ids).extracting(Uniqid::prefix).hasSizeGreaterThan(1);
    }

    @Test
    void snowflakeIsTheDefaultAndCanBeNamed() {
        CliRun named = CliRun.of("next", "--type", "snowflake", "--worker", "7", "--format", "base32");

        assertThat(named.exitCode()).isZero();
        assertThat(named.out().strip()).hasSize(13);
        assertThat(CliRun.of("decode", named.out().strip()).outLines()).contains("worker: 7");
    }

    @ParameterizedTest(name = "next {0} | decode -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            --type snowflake                      | snowflake
            --type snowflake --format base32      | snowflake
            --type uuid-v1                        | uuid-v1
            --type uuid-v6 --node 0123456789ab    | uuid-v6
            --type uuid-v7                        | uuid-v7
            --type locality                       | locality
            --type locality --sequential          | locality
            --type uniqid --shards 3              | uniqid
            --type uniqid --shards 3 --prefix     | uniqid
            --type UUID-V7                        | uuid-v7
            """)
    void decodeRecognisesWhatNextMakes(String nextArguments, String kind) {
        String id = CliRun.of(("next " + nextArguments).split(" ")).out().strip();

        CliRun decoded = CliRun.of("decode", id);

        assertThat(decoded.exitCode()).as(decoded.err()).isZero();
        assertThat(decoded.outLines().get(0)).startsWith("kind: " + kind + " (");
    }
}
