package io.shardflake.locality;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import java.time.Instant;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/** Reading and writing one Locality UUID: edge values, and a table of strings that must be refused. */
class LocalityUuidParseTest {

    private static final String EXAMPLE = "20be0ffc-314a-bd53-7a50-013a65ca76d2";
    private static final String PREFIX = "not a Locality UUID vB (wwwwwwww-xxxx-byyy-yyyy-zzzzzzzzzzzz): ";

    @ParameterizedTest
    @CsvSource(delimiter = '|', quoteCharacter = '"', textBlock = """
            ""                                        | 0 characters, expected 36
            20be0ffc-314a-bd53-7a50-013a65ca76d       | 35 characters, expected 36
            20be0ffc-314a-bd53-7a50-013a65ca76d2a     | 37 characters, expected 36
            20be0ffc314abd537a50013a65ca76d2          | 32 characters, expected 36
            {20be0ffc-314a-bd53-7a50-013a65ca76}      | '{' at index 0 is not a hex digit
            " 20be0ffc-314a-bd53-7a50-013a65ca76d"    | U+0020 at index 0 is not a hex digit
            20be0ffg-314a-bd53-7a50-013a65ca76d2      | 'g' at index 7 is not a hex digit
            20be0ffc-314a-bd53-7a50-013a65ca76dz      | 'z' at index 35 is not a hex digit
            20be0ffc-314a-bd53-7a50-013a65ca76d\u0662 | U+0662 at index 35 is not a hex digit
            20be0ffc-314a-bd53-7a50-013a65ca76d\uff11 | U+FF11 at index 35 is not a hex digit
            20be0ffc0314a-bd53-7a50-013a65ca76d2      | expected '-' at index 8, found '0'
            20be0ffc-314a_bd53-7a50-013a65ca76d2      | expected '-' at index 13, found '_'
            20be0ffc-314a-bd5-37a50-013a65ca76d2      | '-' at index 17 is not a hex digit
            20be0ffc-314a-bd53-7a50:013a65ca76d2      | expected '-' at index 23, found ':'
            20be0ffc-314a-4d53-7a50-013a65ca76d2      | version '4' at index 14, expected 'b'
            20be0ffc-314a-ad53-7a50-013a65ca76d2      | version 'a' at index 14, expected 'b'
            20be0ffc-314a-cd53-7a50-013a65ca76d2      | version 'c' at index 14, expected 'b'
            """)
    void refusesMalformedStringsNamingTheInputAndTheFault(String input, String reason) {
        assertThatThrownBy(() -> LocalityUuid.parse(input))
                .isExactlyInstanceOf(InvalidLocalityUuidException.class)
                .isInstanceOf(InvalidIdException.class)
                .hasMessage("invalid id \"" + input + "\": " + PREFIX + reason)
                .satisfies(e -> {
                    InvalidLocalityUuidException invalid = (InvalidLocalityUuidException) e;
                    assertThat(invalid.input()).isEqualTo(input);
                    assertThat(invalid.reason()).isEqualTo(reason);
                });
    }

    @Test
    void refusesNull() {
        assertThatThrownBy(() -> LocalityUuid.parse(null))
                .isExactlyInstanceOf(InvalidLocalityUuidException.class)
                .hasMessage("invalid id null: " + PREFIX + "text is null");
        assertThatThrownBy(() -> LocalityUuid.of((UUID) null))
                .isExactlyInstanceOf(InvalidLocalityUuidException.class)
                .hasMessage("invalid id null: " + PREFIX + "UUID is null");
    }

    @Test
    void acceptsUpperCaseAndWritesLowerCase() {
        LocalityUuid id = LocalityUuid.parse(EXAMPLE.toUpperCase(java.util.Locale.ROOT));

        assertThat(id).isEqualTo(LocalityUuid.parse(EXAMPLE));
        assertThat(id).hasToString(EXAMPLE);
    }

    @Test
    void readsAStringBuilderLikeAString() {
        assertThat(LocalityUuid.parse(new StringBuilder(EXAMPLE))).isEqualTo(LocalityUuid.parse(EXAMPLE));
    }

    @Test
    void roundTripsTheExtremeValues() {
        LocalityUuid zero = new LocalityUuid(0, 0, 0, 0);
        LocalityUuid max = new LocalityUuid(LocalityUuid.MAX_FIRST_GROUP, LocalityUuid.MAX_PROCESS_ID,
                LocalityUuid.MAX_MAC_FRAGMENT, LocalityUuid.MAX_EPOCH_MILLIS);

        assertThat(zero).hasToString("00000000-0000-b000-0000-000000000000");
        assertThat(max).hasToString("ffffffff-ffff-bfff-ffff-ffffffffffff");
        assertThat(LocalityUuid.parse(zero.toString())).isEqualTo(zero);
        assertThat(LocalityUuid.parse(max.toString())).isEqualTo(max);
        assertThat(zero.macDisplay()).isEqualTo("__:__:_0:00:00:00");
        assertThat(max.macDisplay()).isEqualTo("__:__:_f:ff:ff:ff");
        assertThat(max.instant()).isEqualTo(Instant.parse("+10889-08-02T05:31:50.655Z"));
        assertThat(max.counter()).isEqualTo(0xFFFF_FFFFL);
    }

    @Test
    void convertsToAndFromJavaUtilUuid() {
        LocalityUuid id = LocalityUuid.parse(EXAMPLE);
        UUID uuid = id.toUuid();

        assertThat(uuid).isEqualTo(UUID.fromString(EXAMPLE));
        assertThat(uuid.version()).isEqualTo(0xb);
        assertThat(LocalityUuid.of(uuid)).isEqualTo(id);
        assertThatThrownBy(() -> LocalityUuid.of(UUID.fromString("20be0ffc-314a-4d53-9a50-013a65ca76d2")))
                .isExactlyInstanceOf(InvalidLocalityUuidException.class)
                .hasMessage("invalid id \"20be0ffc-314a-4d53-9a50-013a65ca76d2\": " + PREFIX
                        + "version '4' at index 14, expected 'b'");
    }

    @Test
    void readsTheCounterEitherWay() {
        LocalityUuid id = new LocalityUuid(0x12345678L, 1, 2, 3);

        assertThat(id.counter()).isEqualTo(0x87654321L);
        assertThat(id.counter(CounterMode.VARIABLE)).isEqualTo(0x87654321L);
        assertThat(id.counter(CounterMode.SEQUENTIAL)).isEqualTo(0x12345678L);
        assertThat(CounterMode.VARIABLE.firstGroup(0x87654321L)).isEqualTo(0x12345678L);
        assertThat(CounterMode.SEQUENTIAL.firstGroup(0x87654321L)).isEqualTo(0x87654321L);
    }

    static Stream<Arguments> outOfRangeFields() {
        return Stream.of(
                Arguments.of(-1L, 0, 0, 0L, "first group = -1 is not allowed: 0..4294967295 (32 bits)"),
                Arguments.of(1L << 32, 0, 0, 0L, "first group = 4294967296 is not allowed: 0..4294967295 (32 bits)"),
                Arguments.of(0L, -1, 0, 0L, "process id = -1 is not allowed: 0..65535 (16 bits)"),
                Arguments.of(0L, 65_536, 0, 0L, "process id = 65536 is not allowed: 0..65535 (16 bits)"),
                Arguments.of(0L, 0, -1, 0L, "MAC fragment = -1 is not allowed: 0..268435455 (28 bits)"),
                Arguments.of(0L, 0, 1 << 28, 0L, "MAC fragment = 268435456 is not allowed: 0..268435455 (28 bits)"),
                Arguments.of(0L, 0, 0, -1L,
                        "time = -1 is not allowed: 0..281474976710655 (48 bits of milliseconds since 1970)"),
                Arguments.of(0L, 0, 0, 1L << 48,
                        "time = 281474976710656 is not allowed: 0..281474976710655 (48 bits of milliseconds since 1970)"));
    }

    @ParameterizedTest
    @MethodSource("outOfRangeFields")
    void refusesFieldsOutOfRange(long firstGroup, int processId, int mac, long millis, String message) {
        assertThatThrownBy(() -> new LocalityUuid(firstGroup, processId, mac, millis))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage(message);
    }
}
