package io.shardflake;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * Layouts of the systems users already run, and of the documents Shardflake was asked to implement. Each
 * keeps the original's epoch, so ids those systems made decode correctly; derive a variant with
 * {@code preset.layout().toBuilder().epoch(...)}.
 */
public enum LayoutPreset {

    /** Twitter Snowflake: 41 bits of ms since 2010-11-04T01:42:54.657Z | 10 worker | 12 sequence. */
    TWITTER(IdLayout.builder().name("twitter").epoch(Instant.ofEpochMilli(1288834974657L))
            .time(41).worker(10).sequence(12)),

    /** Discord: Twitter's layout from 2015-01-01 (its 5-bit worker and 5-bit process read as one worker). */
    DISCORD(IdLayout.builder().name("discord").epoch(Instant.ofEpochMilli(1420070400000L))
            .time(41).worker(10).sequence(12)),

    /** Sonyflake: 39 bits of 10 ms since 2014-09-01 | 8 sequence | 16 machine. */
    SONYFLAKE(IdLayout.builder().name("sonyflake").epoch(Instant.parse("2014-09-01T00:00:00Z"))
            .tick(Duration.ofMillis(10)).time(39).sequence(8).worker(16)),

    /**
     * Instagram: ms since 2011-08-24T21:07:01.721Z | 13 shard | 10 sequence. Instagram gives time 41 bits, but
     * 41 + 13 + 10 is 64: the top time bit is the sign bit of a {@code bigint}, which stays 0 until 2046. This
     * preset keeps 40 bits of time, so it reads every id Instagram's scheme makes until then, bit for bit, and
     * refuses (rather than turning negative) after.
     */
    INSTAGRAM(IdLayout.builder().name("instagram").epoch(Instant.ofEpochMilli(1314220021721L))
            .time(40).shard(13).sequence(10)),

    /**
     * Icicle (seed 004): 41 bits of ms | 10 logical shard | 12 sequence, from the epoch its authors meant,
     * 2014-05-28T11:44:33Z. Icicle's Java client subtracts 1401277473 (that instant in seconds) from a time in
     * milliseconds, so ids from a real Icicle deployment decode with {@code epoch(Instant.ofEpochMilli(1401277473))}.
     */
    ICICLE(IdLayout.builder().name("icicle").epoch(Instant.ofEpochMilli(1401277473000L))
            .time(41).shard(10).sequence(12)),

    /**
     * GlobalId (seed 003): 10 node | 46 bits of ms since 1970 | 7 counter. The seed asks for 47 bits of time,
     * but 10 + 47 + 7 is 64: nodes from 512 up would set the sign bit. One bit of time goes, leaving 2,230 years
     * from 1970 instead of 4,460. (The seed's code also puts microseconds into those bits, which overflow 47 bits
     * today; its analysis, and this preset, count milliseconds.) Time is not the leading field, so these ids
     * sort by node first.
     */
    GLOBAL_ID(IdLayout.builder().name("global-id").epoch(Instant.EPOCH).worker(10).time(46).sequence(7)),

    /**
     * Shardflake's default: 41 bits of ms since 2026-01-01 (69 years) | 8 worker (256 instances) | 10 sequence
     * (1,024 ids per ms per worker before the clock borrows ahead) | 4 shard (16 logical shards).
     *
     * <p>The shard is the lowest field, below the sequence: one generator's sequence serves every shard, so the ids
     * of one generator strictly increase whichever shard each is made for, and {@code id % 16} is the shard. With
     * the shard above the worker, ids of one generator made in one millisecond for different shards would go down
     * whenever a smaller shard followed a larger one.
     */
    SHARDFLAKE(IdLayout.builder().name("shardflake").epoch(IdLayout.DEFAULT_EPOCH)
            .time(41).worker(8).sequence(10).shard(4));

    private final IdLayout layout;

    LayoutPreset(IdLayout.Builder builder) {
        this.layout = builder.buildWithoutClock();
    }

    /** @return the layout */
    public IdLayout layout() {
        return layout;
    }

    /** @return the name used in properties and on the command line, e.g. {@code global-id} */
    public String presetName() {
        return layout.name();
    }

    /**
     * Finds a preset by name, ignoring case and treating {@code _} and {@code -} alike.
     *
     * @param name e.g. {@code twitter} or {@code GLOBAL_ID}
     * @return the preset
     * @throws InvalidConfigurationException naming the allowed presets if there is none by that name
     */
    public static LayoutPreset named(String name) {
        String wanted = name == null ? "" : name.trim().toLowerCase(Locale.ROOT).replace('_', '-');
        for (LayoutPreset preset : values()) {
            if (preset.presetName().equals(wanted)) {
                return preset;
            }
        }
        throw new InvalidConfigurationException("preset", name, "one of " + names());
    }

    /** @return the preset names, comma separated */
    public static String names() {
        return Arrays.stream(values()).map(LayoutPreset::presetName).collect(Collectors.joining(", "));
    }
}
