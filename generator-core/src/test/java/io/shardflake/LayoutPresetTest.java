package io.shardflake;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The presets reproduce the systems users run today, bit for bit. */
class LayoutPresetTest {

    @Test
    void aTwitterIdDecodesToTheMomentTwitterMadeIt() {
        // 1541815603606036480 >> 22 = 367597485448 ms after 1288834974657 (Twitter's epoch) = 1656432460105 ms
        // since 1970; (id >> 12) & 1023 = 378; id & 4095 = 0.
        DecodedId decoded = LayoutPreset.TWITTER.layout().decode(1541815603606036480L);

        assertThat(decoded.timestamp()).isEqualTo(Instant.parse("2022-06-28T16:07:40.105Z"));
        assertThat(decoded.tick()).isEqualTo(367597485448L);
        assertThat(decoded.worker()).isEqualTo(378);
        assertThat(decoded.sequence()).isZero();
        assertThat(decoded.shard()).isZero();
    }

    @Test
    void aDiscordSnowflakeDecodesToTheMomentDiscordMadeIt() {
        // 175928847299117063 >> 22 = 41944705796 ms after 1420070400000 (2015-01-01) = 1462015105796 ms;
        // worker bits 32 = Discord's internal worker 1 (5 bits), process 0 (5 bits); increment 7.
        DecodedId decoded = LayoutPreset.DISCORD.layout().decode(175928847299117063L);

        assertThat(decoded.timestamp()).isEqualTo(Instant.parse("2016-04-30T11:18:25.796Z"));
        assertThat(decoded.worker()).isEqualTo(32);
        assertThat(decoded.worker() >> 5).as("Discord's internal worker id").isEqualTo(1);
        assertThat(decoded.worker() & 31).as("Discord's process id").isZero();
        assertThat(decoded.sequence()).isEqualTo(7);
        assertThat(LayoutPreset.DISCORD.layout().encode(decoded.timestamp(), 0, 32, 7)).isEqualTo(175928847299117063L);
    }

    @Test
    void aSonyflakeIdComputedByHandRoundTrips() {
        // Sonyflake: id = elapsed << 24 | sequence << 16 | machine, elapsed in 10 ms units since 2014-09-01T00:00Z
        // (1409529600000 ms). At 2024-05-01T12:00:00.123Z (1714564800123 ms): (1714564800123 - 1409529600000)
        // / 10 = 30503520012 (the 3 ms are dropped). Machine 192.168.3.7 → low 16 bits 3 << 8 | 7 = 775.
        // 30503520012 << 24 | 5 << 16 | 775 = 511764144001975047.
        IdLayout sonyflake = LayoutPreset.SONYFLAKE.layout();
        long byHand = 511764144001975047L;

        assertThat(sonyflake.encode(Instant.parse("2024-05-01T12:00:00.123Z"), 0, 775, 5)).isEqualTo(byHand);
        assertThat(sonyflake.decode(byHand)).isEqualTo(new DecodedId(byHand,
                Instant.parse("2024-05-01T12:00:00.120Z"), 30503520012L, 0, 775, 5));
    }

    @Test
    void aSonyflakeGeneratorMakesIdsThatReadBackItsMachineAndTime() {
        ManualClock clock = ManualClock.at(Instant.parse("2024-05-01T12:00:00.123Z"));
        SnowflakeGenerator generator = SnowflakeGenerator.builder(LayoutPreset.SONYFLAKE.layout()).workerId(775)
                .clock(ClockSettings.of(clock, clock)).build();

        long first = generator.nextId();
        long second = generator.nextId();

        assertThat(first >>> 24).isEqualTo(30503520012L);
        assertThat(first & 0xFFFF).isEqualTo(775);
        assertThat((first >>> 16) & 0xFF).as("sequence is not the lowest field, so no spread: starts at 0")
                .isZero();
        assertThat(generator.decode(second)).isEqualTo(new DecodedId(second,
                Instant.parse("2024-05-01T12:00:00.120Z"), 30503520012L, 0, 775, 1));
    }

    @Test
    void theInstagramBlogExampleComputedByHand() {
        // Instagram's post: 1387263000 ms since "our epoch", January 1st 2011 (1293840000000 ms); shard
        // 31341 % 2000 = 1341; sequence 5001 % 1024 = 905. id = 1387263000 << 23 | 1341 << 10 | 905
        // = 11637205501278089. (The post calls that instant "September 9th, 2011, 5:00pm"; 1387263000 ms after
        // 2011-01-01 is really 2011-01-17T01:21:03Z: the post's slip, the bits are what count.)
        IdLayout blog = LayoutPreset.INSTAGRAM.layout().toBuilder().epoch(Instant.parse("2011-01-01T00:00:00Z"))
                .build();
        long id = 11637205501278089L;

        assertThat(blog.encode(1387263000L, 1341, 0, 905)).isEqualTo(id);
        assertThat(blog.decode(id)).isEqualTo(new DecodedId(id, Instant.parse("2011-01-17T01:21:03Z"),
                1387263000L, 1341, 0, 905));
    }

    @Test
    void anInstagramIdFromTheirEpochComputedByHand() {
        // Instagram's PL/pgSQL next_id(): (now_millis - 1314220021721) << 23 | shard_id << 10 | seq % 1024.
        // At 2012-01-01T00:00:00Z (1325376000000 ms): 1325376000000 - 1314220021721 = 11155978279;
        // 11155978279 << 23 | 1341 << 10 | 905 = 93583128640419721.
        IdLayout instagram = LayoutPreset.INSTAGRAM.layout();

        assertThat(instagram.encode(Instant.parse("2012-01-01T00:00:00Z"), 1341, 0, 905))
                .isEqualTo(93583128640419721L);
        assertThat(instagram.decode(93583128640419721L).timestamp()).isEqualTo(Instant.parse("2012-01-01T00:00:00Z"));
        assertThat(instagram.decode(93583128640419721L).shard()).isEqualTo(1341);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
            TWITTER,    twitter,    time 41 | worker 10 | sequence 12,           2080-07-10T17:30:30.209Z, 4096, 1
            DISCORD,    discord,    time 41 | worker 10 | sequence 12,           2084-09-06T15:47:35.552Z, 4096, 1
            SONYFLAKE,  sonyflake,  time 39 | sequence 8 | worker 16,            2188-11-16T03:28:58.880Z, 256,  10
            INSTAGRAM,  instagram,  time 40 | shard 13 | sequence 10,            2046-06-27T17:00:49.497Z, 1024, 1
            ICICLE,     icicle,     time 41 | shard 10 | sequence 12,            2084-02-02T03:32:08.552Z, 4096, 1
            GLOBAL_ID,  global-id,  worker 10 | time 46 | sequence 7,            4199-11-24T01:22:57.664Z, 128,  1
            SHARDFLAKE, shardflake, time 41 | worker 8 | sequence 10 | shard 4, 2095-09-07T15:47:35.552Z, 1024, 1
            """)
    void eachPresetsFactsComputedFromItsBits(LayoutPreset preset, String name, String fields, String endOfLife,
            long idsPerTick, long tickMillis) {
        IdLayout layout = preset.layout();
        Duration tick = Duration.ofMillis(tickMillis);

        assertThat(layout.name()).isEqualTo(name);
        assertThat(preset.presetName()).isEqualTo(name);
        assertThat(layout.describeFields()).isEqualTo(fields);
        assertThat(layout.endOfLife()).isEqualTo(Instant.parse(endOfLife));
        assertThat(layout.idsPerTick()).isEqualTo(idsPerTick);
        assertThat(layout.tick()).isEqualTo(tick);
        assertThat(layout.totalBits()).isEqualTo(63);
        assertThat(layout.instantOfTick(layout.maxTick()).plus(tick)).isEqualTo(layout.endOfLife());
        assertThat(LayoutPreset.named(name)).isSameAs(preset);
        assertThat(LayoutPreset.named(preset.name())).isSameAs(preset);
    }

    @Test
    void presetEpochsAreTheOriginals() {
        assertThat(LayoutPreset.TWITTER.layout().epoch()).isEqualTo(Instant.parse("2010-11-04T01:42:54.657Z"));
        assertThat(LayoutPreset.DISCORD.layout().epoch()).isEqualTo(Instant.parse("2015-01-01T00:00:00Z"));
        assertThat(LayoutPreset.SONYFLAKE.layout().epoch()).isEqualTo(Instant.parse("2014-09-01T00:00:00Z"));
        assertThat(LayoutPreset.INSTAGRAM.layout().epoch()).isEqualTo(Instant.ofEpochMilli(1314220021721L));
        assertThat(LayoutPreset.ICICLE.layout().epoch()).isEqualTo(Instant.parse("2014-05-28T11:44:33Z"));
        assertThat(LayoutPreset.GLOBAL_ID.layout().epoch()).isEqualTo(Instant.EPOCH);
        assertThat(LayoutPreset.SHARDFLAKE.layout().epoch()).isEqualTo(IdLayout.DEFAULT_EPOCH);
    }

    @Test
    void namedIgnoresCaseSpacesAndUnderscores() {
        assertThat(LayoutPreset.named(" Twitter ")).isSameAs(LayoutPreset.TWITTER);
        assertThat(LayoutPreset.named("GLOBAL_ID")).isSameAs(LayoutPreset.GLOBAL_ID);
        assertThat(LayoutPreset.named("global-id")).isSameAs(LayoutPreset.GLOBAL_ID);
        assertThat(LayoutPreset.names())
                .isEqualTo("twitter, discord, sonyflake, instagram, icicle, global-id, shardflake");
        assertThatThrownBy(() -> LayoutPreset.named(null)).isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("preset = null is not allowed: one of " + LayoutPreset.names());
    }

    @Test
    void aVariantWithAnotherEpochKeepsTheBits() {
        IdLayout ours = LayoutPreset.TWITTER.layout().toBuilder().epoch(IdLayout.DEFAULT_EPOCH).build();

        assertThat(ours.describeFields()).isEqualTo(LayoutPreset.TWITTER.layout().describeFields());
        assertThat(ours.endOfLife()).isEqualTo(IdLayout.DEFAULT_EPOCH.plusMillis(1L << 41));
        assertThat(ours).isNotEqualTo(LayoutPreset.TWITTER.layout());
    }
}
