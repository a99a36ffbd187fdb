package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** {@code decode} of Groupon Locality UUIDs vB and sharded PHP uniqids, with the seed's examples. */
class DecodeLocalityAndUniqidTest {

    @Test
    void readsTheSeedsLocalityExample() {
        CliRun run = CliRun.of("decode", "20be0ffc-314a-bd53-7a50-013a65ca76d2");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.outLines()).containsExactly(
                "kind: locality (Groupon Locality UUID vB: counter, process id, MAC fragment, time; not an RFC 9562 "
                        + "UUID)",
                "uuid: 20be0ffc-314a-bd53-7a50-013a65ca76d2",
                "counter: 3,488,672,514 (variable mode, the default: the first group 20be0ffc read nibble-reversed)",
                "counter if sequential: 549,326,844 (sequential mode: the first group as is)",
                "process id: 12,618 (mod 65,536)",
                "MAC: __:__:_d:53:7a:50 (the last 28 bits of the maker's MAC address)",
                "time: 2012-10-15T18:58:18.450Z");
    }

    @Test
    void anUpperCaseBAtIndex14IsLocalityToo() {
        assertThat(CliRun.of("decode", "20BE0FFC-314A-BD53-7A50-013A65CA76D2").out())
                .isEqualTo(CliRun.of("decode", "20be0ffc-314a-bd53-7a50-013a65ca76d2").out());
        assertThat(CliRun.of("decode", "20be0ffc-314a-bd53-7a50-013a65ca76d2", "--type", "locality").outLines())
                .first().asString().startsWith("kind: locality");
    }

    @Test
    void readsTheSeedsUniqidWithItsShardDigitUncheckedWithoutShards() {
        CliRun run = CliRun.of("decode", "34aa5c7f2c2d33");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.outLines()).containsExactly(
                "kind: uniqid (sharded PHP uniqid: shard digit + 13 hex)",
                "uniqid: 4aa5c7f2c2d33",
                "time: 2009-09-08T02:56:50.798003Z",
                "seconds: 4aa5c7f2 (1,252,378,610)",
                "microseconds: c2d33 (798,003)",
                "shard: 3 as written, not checked (add --shards N to check it against the microseconds)");
    }

    @Test
    void checksTheShardDigitWithShards() {
        assertThat(CliRun.of("decode", "34aa5c7f2c2d33", "--shards", "4").outLines()).endsWith(
                "shard: 3 = 798,003 mod 4 (checked: the digit written matches)");
        // Any digit reads without --shards; only --shards can say it is wrong (see BadInputTest).
        assertThat(CliRun.of("decode", "94aa5c7f2c2d33").outLines()).endsWith(
                "shard: 9 as written, not checked (add --shards N to check it against the microseconds)");
    }

    @Test
    void readsTheSeedsPrefixedForm() {
        CliRun run = CliRun.of("decode", "31a2b4aa5c7f2c2d33", "--shards", "4");

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).containsExactly(
                "kind: uniqid (sharded PHP uniqid: shard digit + 4-hex prefix + 13 hex)",
                "uniqid: 4aa5c7f2c2d33",
                "time: 2009-09-08T02:56:50.798003Z",
                "seconds: 4aa5c7f2 (1,252,378,610)",
                "microseconds: c2d33 (798,003)",
                "prefix: 1a2b (random)",
                "shard: 3 = 798,003 mod 4 (checked: the digit written matches)");
    }

    @Test
    void aBareUniqidReadsAsBase32ByItsShapeAndSaysSo() {
        CliRun run = CliRun.of("decode", "4aa5c7f2c2d33");

        assertThat(run.exitCode()).isZero();
        assertThat(run.outLines()).first().isEqualTo("kind: snowflake (64-bit id in Crockford base32)");
        assertThat(run.outLines()).last().isEqualTo("note: 4aa5c7f2c2d33 is also a bare PHP uniqid() of "
                + "2009-09-08T02:56:50.798003Z; add --type uniqid to read it as one");
        // Upper case is no uniqid (PHP writes lower case), and --type snowflake settles the question.
        assertThat(CliRun.of("decode", "4AA5C7F2C2D33").out()).doesNotContain("note:", "uniqid");
        assertThat(CliRun.of("decode", "4aa5c7f2c2d33", "--type", "snowflake").out()).doesNotContain("note:");
        assertThat(CliRun.of("decode", "1asd13xh1f800").out()).doesNotContain("note:");
    }

    @Test
    void typeUniqidReadsABareUniqidAndShardsWorksOutItsShard() {
        assertThat(CliRun.of("decode", "4aa5c7f2c2d33", "--type", "uniqid").outLines()).containsExactly(
                "kind: uniqid (bare PHP uniqid(): 13 hex, no shard digit)",
                "uniqid: 4aa5c7f2c2d33",
                "time: 2009-09-08T02:56:50.798003Z",
                "seconds: 4aa5c7f2 (1,252,378,610)",
                "microseconds: c2d33 (798,003)",
                "shard: none written (a bare uniqid has no shard digit; add --shards N to work it out)");
        assertThat(CliRun.of("decode", "4aa5c7f2c2d33", "--type", "uniqid", "--shards", "4").outLines()).last()
                .isEqualTo("shard: 3 = 798,003 mod 4 (worked out: a bare uniqid has no shard digit)");
    }

    @Test
    void aUniqidBeyond2038NeedsTypeUniqidAndItsErrorSaysSo() {
        CliRun byShape = CliRun.of("decode", "84aa5c7f2c2d3");

        assertThat(byShape.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(byShape.err()).endsWith("(a bare PHP uniqid()? add --type uniqid)" + System.lineSeparator());
        assertThat(CliRun.of("decode", "84aa5c7f2c2d3", "--type", "uniqid").outLines())
                .contains("time: 2040-07-13T01:55:11.180947Z");
    }
}
