package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every mistake exits 2 with one line on standard error that says what was wrong, and prints nothing else. */
class BadInputTest {

    @ParameterizedTest(name = "shardflake {0}")
    @CsvSource(delimiter = '|', value = {
        "''                                      | no command given; try shardflake --help",
        "foo                                     | unknown command foo; commands: next, decode, layout, plan (try shardflake --help)",
        "--version                               | unknown option --version; commands: next, decode, layout, plan (try shardflake --help)",
        "next --wrker 3                          | unknown option --wrker for next; options: --count, --format, --layout, --shard, --worker, --help",
        "next -w 3                               | unknown option -w for next; options: --count, --format, --layout, --shard, --worker, --help",
        "next --worker                           | --worker needs a value (see shardflake next --help)",
        "next --worker --count 2                 | --worker needs a value (see shardflake next --help)",
        "next --worker abc                       | --worker abc is not a whole number",
        "next --worker 1.5                       | --worker 1.5 is not a whole number",
        "next --worker 1 --worker 2              | --worker is given twice",
        "next --layout twitter --worker 1024     | --worker 1024 is out of range: allowed 0..1023 (10 bits)",
        "next --worker 256                       | --worker 256 is out of range: allowed 0..255 (8 bits)",
        "next --worker -1                        | --worker -1 is out of range: allowed 0..255 (8 bits)",
        "next --worker 99999999999999999999      | --worker 99999999999999999999 is out of range: allowed at most 9,223,372,036,854,775,807",
        "next --layout twitter --shard 1         | --shard 1 is out of range: allowed 0 (layout twitter has no shard field)",
        "next --shard 16                         | --shard 16 is out of range: allowed 0..15 (4 bits)",
        "next --count 0                          | --count 0 is out of range: allowed 1..10,000,000",
        "next --count 10000001                   | --count 10000001 is out of range: allowed 1..10,000,000",
        "next --format hex                       | --format hex is not allowed: one of \"decimal\", \"base32\"",
        "next --layout snowflake                 | --layout snowflake is not allowed: one of twitter, discord, sonyflake, instagram, icicle, global-id, shardflake",
        "next extra                              | unexpected argument extra for next",
        "decode                                  | decode needs ID (see shardflake decode --help)",
        "decode 1 2                              | unexpected argument 2 for decode",
        "decode 12ab                             | invalid id \"12ab\": expected a decimal number or 13 characters of Crockford base32, got 4 characters that are not all digits",
        "decode -5                               | invalid id \"-5\": ids are non-negative (the sign bit is always 0)",
        "decode 9223372036854775808              | invalid id \"9223372036854775808\": exceeds 2^63-1 (9223372036854775807)",
        "decode 007                              | invalid id \"007\": leading zeros are not accepted (only \"0\" itself starts with 0)",
        "decode 8ZZZZZZZZZZZZ                    | invalid id \"8ZZZZZZZZZZZZ\": exceeds 2^63-1 (9223372036854775807): the first character must be 0-7, got '8'",
        "decode 1ASD13XH1F8U0                    | invalid id \"1ASD13XH1F8U0\": character 'U' at index 11 is not Crockford base32",
        "decode 1 --epoch yesterday              | --epoch yesterday is not an ISO-8601 instant in UTC such as 2020-01-01T00:00:00Z",
        "decode 1 --epoch 2999-01-01T00:00:00Z   | --epoch 2999-01-01T00:00:00Z is not allowed: an instant that is not in the future",
        "decode 1 --layout=                      | --layout \"\" is not allowed: one of twitter, discord, sonyflake, instagram, icicle, global-id, shardflake",
        "layout                                  | layout needs PRESET (or --list) (see shardflake layout --help)",
        "layout nope                             | preset nope is not allowed: one of twitter, discord, sonyflake, instagram, icicle, global-id, shardflake",
        "layout --list=yes                       | --list takes no value, got --list=yes",
        "layout twitter sonyflake                | unexpected argument sonyflake for layout",
        "plan --nodes 1024 --rate 1000           | plan needs --years (see shardflake plan --help)",
        "plan --rate 1000 --years 1              | plan needs --nodes (see shardflake plan --help)",
        "plan --nodes 0 --rate 1 --years 1       | --nodes 0 is out of range: allowed 1..2,147,483,648",
        "plan --nodes 1 --rate 0 --years 1       | --rate 0 is out of range: allowed 1..9,223,372,036,854,775,807",
        "plan --nodes 1 --rate 1 --years 0       | --years 0 is out of range: allowed 1..100,000",
        "plan --nodes 1 --rate 1 --years 9999999999 | --years 9999999999 is out of range: allowed 1..100,000",
        "plan --nodes 1 --rate 1 --years 1 --shards -2 | --shards -2 is out of range: allowed 0..2,147,483,648",
        "plan --nodes ten --rate 1 --years 1     | --nodes ten is not a whole number",
    })
    void exitsTwoWithOneLineSayingWhatWasWrong(String args, String message) {
        CliRun run = CliRun.of(args.isEmpty() ? new String[0] : args.split(" "));

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("shardflake: " + message + System.lineSeparator());
    }

    @Test
    void anIdWithALineBreakStillGivesOneLine() {
        CliRun run = CliRun.of("decode", "12\n34");

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.err().lines()).hasSize(1);
        assertThat(run.err()).doesNotContain("Exception", "\tat ");
    }
}
