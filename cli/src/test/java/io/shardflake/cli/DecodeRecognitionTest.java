package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which kind {@code decode} reads a text as, by its shape alone (see {@link IdShape}). */
class DecodeRecognitionTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', textBlock = """
            1541815603606036480                  | kind: snowflake (64-bit id in decimal)
            # 13 digits are decimal only from 8 up; 0 to 7 first are refused as both forms (DecodeFormatTest).
            8234567890123                        | kind: snowflake (64-bit id in decimal)
            000000000000A                        | kind: snowflake (64-bit id in Crockford base32)
            1ASD13XH1F800                        | kind: snowflake (64-bit id in Crockford base32)
            # A bare uniqid() has base32's shape: it reads as base32 (with a note), --type uniqid reads it as a uniqid.
            4aa5c7f2c2d33                        | kind: snowflake (64-bit id in Crockford base32)
            # Digits only: decimal, even at a uniqid's lengths ...
            12345678901234                       | kind: snowflake (64-bit id in decimal)
            123456789012345678                   | kind: snowflake (64-bit id in decimal)
            # ... unless a leading zero rules decimal out: a uniqid of shard 0 whose hex has no letter.
            01234567812340                       | kind: uniqid (sharded PHP uniqid: shard digit + 13 hex)
            012345678123456789                   | kind: uniqid (sharded PHP uniqid: shard digit + 4-hex prefix + 13 hex)
            34aa5c7f2c2d33                       | kind: uniqid (sharded PHP uniqid: shard digit + 13 hex)
            31a2b4aa5c7f2c2d33                   | kind: uniqid (sharded PHP uniqid: shard digit + 4-hex prefix + 13 hex)
            c232ab00-9414-11ec-b3c8-9f6bdeced846 | kind: uuid-v1 (RFC 9562 UUID version 1: Gregorian time, clock sequence, node)
            1ec9414c-232a-6b00-b3c8-9f6bdeced846 | kind: uuid-v6 (RFC 9562 UUID version 6: version 1's fields in time order)
            017f22e2-79b0-7cc3-98c4-dc0c0c07398f | kind: uuid-v7 (RFC 9562 UUID version 7: Unix milliseconds, then counter and random bits)
            919108f7-52d1-4320-9bac-f847db4148a8 | kind: uuid-v4 (RFC 9562 UUID version 4: 122 random bits)
            # 'b' at the version position: version 11, which RFC 9562 does not assign, so Groupon's vB.
            20be0ffc-314a-bd53-7a50-013a65ca76d2 | kind: locality (Groupon Locality UUID vB: counter, process id, MAC fragment, time; not an RFC 9562 UUID)
            """)
    void recognisesTheKindByTheShape(String text, String kindLine) {
        CliRun run = CliRun.of("decode", text);

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.outLines()).first().isEqualTo(kindLine);
    }
}
