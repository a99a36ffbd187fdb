package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every mistake exits 2 with one line on standard error that says what was wrong, and prints nothing else. */
class BadInputTest {

    @ParameterizedTest(name = "shardflake {0}")
    @CsvSource(delimiter = '|', textBlock = """
            ''                                      | no command given (see shardflake --help)
            foo                                     | Unmatched argument at index 0: 'foo' (see shardflake --help)
            next --wrker 3                          | Unknown options: '--wrker', '3' (see shardflake next --help)
            next -w 3                               | Unknown options: '-w', '3' (see shardflake next --help)
            next --worker                           | Missing required parameter for option '--worker' (N) (see shardflake next --help)
            next --worker --count 2                 | Expected parameter for option '--worker' but found '--count' (see shardflake next --help)
            next --worker abc                       | Invalid value for option '--worker': abc is not a whole number (see shardflake next --help)
            next --worker 1.5                       | Invalid value for option '--worker': 1.5 is not a whole number (see shardflake next --help)
            next --worker +1                        | Invalid value for option '--worker': +1 is not a whole number (see shardflake next --help)
            next --count=                           | Invalid value for option '--count': "" is not a whole number (see shardflake next --help)
            next --worker 1 --worker 2              | option '--worker' (N) should be specified only once (see shardflake next --help)
            next --layout twitter --worker 1024     | --worker 1024 is out of range: allowed 0..1023 (10 bits)
            next --worker 256                       | --worker 256 is out of range: allowed 0..255 (8 bits)
            next --worker -1                        | --worker -1 is out of range: allowed 0..255 (8 bits)
            next --worker 99999999999999999999      | Invalid value for option '--worker': 99999999999999999999 is out of range: allowed at most 9,223,372,036,854,775,807 (see shardflake next --help)
            next --layout twitter --shard 1         | --shard 1 is out of range: allowed 0 (layout twitter has no shard field)
            next --shard 16                         | --shard 16 is out of range: allowed 0..15 (4 bits)
            next --count 0                          | --count 0 is out of range: allowed 1..10,000,000
            next --count 10000001                   | --count 10000001 is out of range: allowed 1..10,000,000
            next --format hex                       | --format hex is not allowed: one of "decimal", "base32"
            next --layout snowflake                 | --layout snowflake is not allowed: one of twitter, discord, sonyflake, instagram, icicle, global-id, shardflake
            next extra                              | Unmatched argument at index 1: 'extra' (see shardflake next --help)
            next --type uuid                        | --type uuid is not allowed: one of snowflake, uuid-v1, uuid-v6, uuid-v7, locality, uniqid
            next --type=                            | --type "" is not allowed: one of snowflake, uuid-v1, uuid-v6, uuid-v7, locality, uniqid
            next --type uuid-v7 --node 9f6bdeced846 | --node does not apply to --type uuid-v7 (its options: --count)
            next --type uuid-v1 --worker 3          | --worker does not apply to --type uuid-v1 (its options: --count, --node)
            next --type uuid-v6 --sequential        | --sequential does not apply to --type uuid-v6 (its options: --count, --node)
            next --type locality --prefix           | --prefix does not apply to --type locality (its options: --count, --sequential)
            next --type uniqid --shards 4 --format base32 | --format does not apply to --type uniqid (its options: --count, --prefix, --shards)
            next --sequential                       | --sequential does not apply to --type snowflake (its options: --count, --format, --layout, --shard, --worker)
            next --node 9f6bdeced846 --worker 1     | --node does not apply to --type snowflake (its options: --count, --format, --layout, --shard, --worker)
            next --type uniqid                      | next --type uniqid needs --shards N, the fleet's shard count, 1 to 10 (see shardflake next --help)
            next --type uniqid --prefix             | next --type uniqid needs --shards N, the fleet's shard count, 1 to 10 (see shardflake next --help)
            next --type uniqid --shards 0           | --shards 0 is out of range: allowed 1..10 (the shard is written as one decimal digit)
            next --type uniqid --shards 11          | --shards 11 is out of range: allowed 1..10 (the shard is written as one decimal digit)
            next --type uniqid --shards four        | Invalid value for option '--shards': four is not a whole number (see shardflake next --help)
            next --type uniqid --shards 4 --prefix=yes | Invalid value for option '--prefix': 'yes' is not a boolean (see shardflake next --help)
            next --type uuid-v1 --node 9f6bdeced84  | --node 9f6bdeced84 is not allowed: 12 hex digits (48 bits), e.g. 9f6bdeced846
            next --type uuid-v1 --node 9f6bdeced84g | --node 9f6bdeced84g is not allowed: 12 hex digits (48 bits), e.g. 9f6bdeced846
            next --type uuid-v6 --node 9f:6b:de:ce:d8:46 | --node 9f:6b:de:ce:d8:46 is not allowed: 12 hex digits (48 bits), e.g. 9f6bdeced846
            next --type uuid-v1 --node=             | --node "" is not allowed: 12 hex digits (48 bits), e.g. 9f6bdeced846
            next --type uuid-v7 --count 0           | --count 0 is out of range: allowed 1..10,000,000
            next --type locality --count 10000001   | --count 10000001 is out of range: allowed 1..10,000,000
            next --type locality extra              | Unmatched argument at index 3: 'extra' (see shardflake next --help)
            decode                                  | Missing required parameter: 'ID' (see shardflake decode --help)
            decode 1 2                              | Unmatched argument at index 2: '2' (see shardflake decode --help)
            decode 12ab                             | invalid id "12ab": expected a decimal number, 13 characters of Crockford base32, a 36-character UUID or a 14- or 18-character uniqid, got 4 characters that are not all digits
            decode -5                               | invalid id "-5": a sign is not accepted: ids are non-negative (the sign bit is always 0) and written without one
            decode +5                               | invalid id "+5": a sign is not accepted: ids are non-negative (the sign bit is always 0) and written without one
            decode 9223372036854775808              | invalid id "9223372036854775808": exceeds 2^63-1 (9223372036854775807)
            decode 007                              | invalid id "007": leading zeros are not accepted (only "0" itself starts with 0)
            decode 8ZZZZZZZZZZZZ                    | invalid id "8ZZZZZZZZZZZZ": exceeds 2^63-1 (9223372036854775807): the first character must be 0-7, got '8'
            decode 1ASD13XH1F8U0                    | invalid id "1ASD13XH1F8U0": character 'U' at index 11 is not Crockford base32
            decode 1 --epoch yesterday              | --epoch yesterday is not an ISO-8601 instant in UTC such as 2020-01-01T00:00:00Z
            decode 1 --epoch 2999-01-01T00:00:00Z   | --epoch 2999-01-01T00:00:00Z is not allowed: an instant that is not in the future
            decode 1 --layout=                      | --layout "" is not allowed: one of twitter, discord, sonyflake, instagram, icicle, global-id, shardflake
            decode -1234567890123                   | invalid id "-1234567890123": a sign is not accepted: ids are non-negative (the sign bit is always 0) and written without one
            decode 1234567890123 --format hex       | --format hex is not allowed: one of "decimal", "base32"
            decode 1234567890123 --format=          | --format "" is not allowed: one of "decimal", "base32"
            decode 1541815603606036480 --format base32 | invalid id "1541815603606036480": 13 characters expected, got 19
            decode 1ASD13XH1F800 --format decimal   | invalid id "1ASD13XH1F800": character 'A' at index 1 is not a decimal digit 0-9
            decode 0000000000012 --format decimal   | invalid id "0000000000012": leading zeros are not accepted (only "0" itself starts with 0)
            decode c232ab00-9414-11ec-b3c8-9f6bdeced846 --format base32 | --format does not apply to "c232ab00-9414-11ec-b3c8-9f6bdeced846", read as uuid-v1 (--format is for snowflake ids)
            decode 1 --type nope                    | --type nope is not allowed: one of snowflake, uuid, uuid-v1, uuid-v6, uuid-v7, locality, uniqid
            decode 1 --type uuid                    | invalid id "1": length 1, expected 36 (8-4-4-4-12 hex digits with hyphens)
            decode c23gab00-9414-11ec-b3c8-9f6bdeced846 | invalid id "c23gab00-9414-11ec-b3c8-9f6bdeced846": 'g' at index 3 is not a hex digit
            decode C232AB00-9414-11EC-B3C8-9F6BDECED84Z | invalid id "C232AB00-9414-11EC-B3C8-9F6BDECED84Z": 'Z' at index 35 is not a hex digit
            decode c232ab00-9414-11ec-b3c8-9f6bdeced84 | invalid id "c232ab00-9414-11ec-b3c8-9f6bdeced84": length 35, expected 36 (8-4-4-4-12 hex digits with hyphens)
            decode c232ab00941411ecb3c89f6bdeced846 | invalid id "c232ab00941411ecb3c89f6bdeced846": length 32, expected 36 (8-4-4-4-12 hex digits with hyphens)
            decode c232ab00_9414-11ec-b3c8-9f6bdeced846 | invalid id "c232ab00_9414-11ec-b3c8-9f6bdeced846": expected '-' at index 8, found '_'
            decode c232ab00-9414-91ec-b3c8-9f6bdeced846 | invalid id "c232ab00-9414-91ec-b3c8-9f6bdeced846": version 9 (unassigned); expected an RFC 9562 UUID of version 1 to 8, or the Nil or Max UUID
            decode c232ab00-9414-11ec-c3c8-9f6bdeced846 | invalid id "c232ab00-9414-11ec-c3c8-9f6bdeced846": variant Microsoft (binary 110) is not the RFC 9562 variant (binary 10); expected an RFC 9562 UUID of version 1 to 8, or the Nil or Max UUID
            decode 017f22e2-79b0-7cc3-98c4-dc0c0c07398f --type uuid-v1 | invalid id "017f22e2-79b0-7cc3-98c4-dc0c0c07398f": version 7; expected version 1
            decode 20be0ffc-314a-bd53-9a50-013a65ca76d2 --type uuid | invalid id "20be0ffc-314a-bd53-9a50-013a65ca76d2": version 11 (unassigned); expected an RFC 9562 UUID of version 1 to 8, or the Nil or Max UUID
            decode 20be0ffc-314a-bd53-7a50-013a65ca76d2 --type uuid | invalid id "20be0ffc-314a-bd53-7a50-013a65ca76d2": variant NCS (binary 0) is not the RFC 9562 variant (binary 10); expected an RFC 9562 UUID of version 1 to 8, or the Nil or Max UUID
            decode 20be0ffc-314a-bd53-7a50-013a65ca76dz | invalid id "20be0ffc-314a-bd53-7a50-013a65ca76dz": not a Locality UUID vB (wwwwwwww-xxxx-byyy-yyyy-zzzzzzzzzzzz): 'z' at index 35 is not a hex digit
            decode 20be0ffc-314a-bd53_7a50-013a65ca76d2 | invalid id "20be0ffc-314a-bd53_7a50-013a65ca76d2": not a Locality UUID vB (wwwwwwww-xxxx-byyy-yyyy-zzzzzzzzzzzz): expected '-' at index 18, found '_'
            decode c232ab00-9414-11ec-b3c8-9f6bdeced846 --type locality | invalid id "c232ab00-9414-11ec-b3c8-9f6bdeced846": not a Locality UUID vB (wwwwwwww-xxxx-byyy-yyyy-zzzzzzzzzzzz): version '1' at index 14, expected 'b'
            decode 017f22e2-79b0-7cc3-98c4-dc0c0c07398f --layout twitter | --layout does not apply to "017f22e2-79b0-7cc3-98c4-dc0c0c07398f", read as uuid-v7 (--layout is for snowflake ids)
            decode 20be0ffc-314a-bd53-7a50-013a65ca76d2 --shards 4 | --shards does not apply to "20be0ffc-314a-bd53-7a50-013a65ca76d2", read as locality (--shards is for uniqids)
            decode 34aa5c7f2c2d33 --epoch 2020-01-01T00:00:00Z | --epoch does not apply to "34aa5c7f2c2d33", read as uniqid (--epoch is for snowflake ids)
            decode 4aa5c7f2c2d33 --shards 4         | --shards does not apply to "4aa5c7f2c2d33", read as snowflake (--shards is for uniqids; add --type uniqid to read a bare 13-hex uniqid)
            decode 4aa5c7f2c2d33 --type snowflake --shards 4 | --shards does not apply to "4aa5c7f2c2d33", read as snowflake (--shards is for uniqids)
            decode 84aa5c7f2c2d3                    | invalid id "84aa5c7f2c2d3": exceeds 2^63-1 (9223372036854775807): the first character must be 0-7, got '8' (a bare PHP uniqid()? add --type uniqid)
            decode 34aa5c7f2c2d3g                   | invalid id "34aa5c7f2c2d3g": not a sharded PHP uniqid (shard digit + 13 hex, 14 characters): 'g' at index 13 is not a lower-case hex digit
            decode 34AA5C7F2C2D33                   | invalid id "34AA5C7F2C2D33": not a sharded PHP uniqid (shard digit + 13 hex, 14 characters): 'A' at index 2 is not a lower-case hex digit
            decode x4aa5c7f2c2d33                   | invalid id "x4aa5c7f2c2d33": not a sharded PHP uniqid (shard digit + 13 hex, 14 characters): 'x' at index 0 is not a shard digit 0-9
            decode 3fffffffffffff                   | invalid id "3fffffffffffff": not a sharded PHP uniqid (shard digit + 13 hex, 14 characters): microseconds fffff (1048575) are not below 1,000,000 (f4240): PHP never writes them
            decode 31a2g4aa5c7f2c2d33               | invalid id "31a2g4aa5c7f2c2d33": not a sharded PHP uniqid (shard digit + 4-hex prefix + 13 hex, 18 characters): 'g' at index 4 is not a lower-case hex digit
            decode 34aa5c7f2c2d33 --shards 2        | invalid id "34aa5c7f2c2d33": not a sharded PHP uniqid for 2 shards (shard digit + 13 hex, 14 characters): shard digit 3, but c2d33 (798003) mod 2 = 1: corrupted, or made for another shard count
            decode 31a2b4aa5c7f2c2d33 --shards 3    | invalid id "31a2b4aa5c7f2c2d33": not a sharded PHP uniqid for 3 shards (shard digit + 4-hex prefix + 13 hex, 18 characters): shard digit 3, but c2d33 (798003) mod 3 = 0: corrupted, or made for another shard count
            decode 34aa5c7f2c2d33 --shards 11       | --shards 11 is out of range: allowed 1..10 (the shard is written as one decimal digit)
            decode 34aa5c7f2c2d33 --shards 0        | --shards 0 is out of range: allowed 1..10 (the shard is written as one decimal digit)
            decode 4aa5c7f2c2d3g --type uniqid      | invalid id "4aa5c7f2c2d3g": not a bare PHP uniqid() (13 lower-case hex): 'g' at index 12 is not a lower-case hex digit
            decode fffffffffffff --type uniqid      | invalid id "fffffffffffff": not a bare PHP uniqid() (13 lower-case hex): microseconds fffff (1048575) are not below 1,000,000 (f4240): PHP never writes them
            decode 4aa5c7f2c2d3 --type uniqid       | invalid id "4aa5c7f2c2d3": not a PHP uniqid: 12 characters, expected 13 (bare uniqid()), 14 (shard digit + 13 hex) or 18 (shard digit + 4-hex prefix + 13 hex)
            layout                                  | 'Missing required argument (specify one of these): (--list | PRESET) (see shardflake layout --help)'
            layout nope                             | PRESET nope is not allowed: one of twitter, discord, sonyflake, instagram, icicle, global-id, shardflake
            layout --list=yes                       | Invalid value for option '--list': 'yes' is not a boolean (see shardflake layout --help)
            layout --list twitter                   | Unmatched argument at index 2: 'twitter' (see shardflake layout --help)
            layout twitter sonyflake                | Unmatched argument at index 2: 'sonyflake' (see shardflake layout --help)
            plan --nodes 1024 --rate 1000           | Missing required option: '--years=Y' (see shardflake plan --help)
            plan --rate 1000 --years 1              | Missing required option: '--nodes=N' (see shardflake plan --help)
            plan --nodes 0 --rate 1 --years 1       | --nodes 0 is out of range: allowed 1..2,147,483,648
            plan --nodes 1 --rate 0 --years 1       | --rate 0 is out of range: allowed 1..9,223,372,036,854,775,807
            plan --nodes 1 --rate 1 --years 0       | --years 0 is out of range: allowed 1..100,000
            plan --nodes 1 --rate 1 --years 9999999999 | --years 9999999999 is out of range: allowed 1..100,000
            plan --nodes 1 --rate 1 --years 1 --shards -2 | --shards -2 is out of range: allowed 0..2,147,483,648
            plan --nodes ten --rate 1 --years 1     | Invalid value for option '--nodes': ten is not a whole number (see shardflake plan --help)
            """)
    void exitsTwoWithOneLineSayingWhatWasWrong(String args, String message) {
        CliRun run = CliRun.of(args.isEmpty() ? new String[0] : args.split(" "));

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("shardflake: " + message + System.lineSeparator());
        // What picocli refuses ends in "(see ... --help)" and echoes what was typed; the rest is Shardflake's.
        if (!message.endsWith("--help)") && !message.startsWith("invalid id ")) {
            CliWords.vocabulary().check(message);
        }
    }

    @Test
    void anIdWithALineBreakStillGivesOneLine() {
        CliRun run = CliRun.of("decode", "12\n34");

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.err().lines()).hasSize(1);
        assertThat(run.err()).doesNotContain("Exception", "\tat ");
    }
}
