package io.shardflake.uniqid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import java.time.Duration;
import java.time.Instant;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@code nextString()} writes the text without making a {@link Uniqid}: it must be the very text the {@code Uniqid}
 * of the same id would write, for every shard count, with and without a prefix, and at the edges of each field.
 */
class UniqidTextTest {

    private static final Instant T0 = Instant.parse("2026-03-01T00:00:00.999990Z");

    @Test
    void nextStringIsTheTextOfTheSameIdMadeByNext() {
        for (int shards = 1; shards <= UniqidFormat.MAX_SHARDS; shards++) {
            for (boolean prefixed : new boolean[] {true, false}) {
                UniqidFormat format = new UniqidFormat(shards, prefixed);
                ManualClock textClock = ManualClock.at(T0);
                ManualClock idClock = ManualClock.at(T0);
                UniqidGenerator texts = UniqidGenerator.builder(format).random(new Random(shards))
                        .clock(ClockSettings.of(textClock, textClock)).build();
                UniqidGenerator ids = UniqidGenerator.builder(format).random(new Random(shards))
                        .clock(ClockSettings.of(idClock, idClock)).build();
                for (int i = 0; i < 200; i++) {
                    String text = texts.nextString();
                    Uniqid id = ids.next();
                    assertThat(text).as("%s, id %d", format, i).isEqualTo(id.toString()).hasSize(format.length());
                    assertThat(format.parse(text)).isEqualTo(id);
                    textClock.advance(Duration.ofNanos(3_000));
                    idClock.advance(Duration.ofNanos(3_000));
                }
            }
        }
    }

    @Test
    void writesEveryFieldWithItsLeadingZerosAndItsLargestValue() {
        assertThat(UniqidText.write(0, 0, 1)).isEqualTo("00000" + "00000000" + "00000");
        assertThat(UniqidText.write(Uniqid.MAX_EPOCH_MICROS, 0xFFFF, 10)).isEqualTo("9" + "ffff" + "ffffffff" + "f423f");
        assertThat(UniqidText.write(1_252_378_610_798_003L, 0x1a2b, 4)).isEqualTo("31a2b4aa5c7f2c2d33");
        assertThat(UniqidText.write(1_252_378_610_798_003L, UniqidText.NO_PREFIX, 4)).isEqualTo("34aa5c7f2c2d33");
        assertThat(UniqidText.uniqid(1_252_378_610_798_003L)).isEqualTo("4aa5c7f2c2d33");
        assertThat(UniqidText.prefix(0x00a0)).isEqualTo("00a0");
    }
}
