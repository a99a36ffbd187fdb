package io.shardflake.publicid;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.uuid.UuidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import io.shardflake.uuid.UuidVersion;
import java.time.Instant;
import java.util.SplittableRandom;

/**
 * Real generators on a scripted clock and seeded randomness: the same consecutive ids on every run, so the
 * statistics over them are exact numbers, not samples of a varying run.
 */
final class ScriptedIds {

    private static final Instant START = Instant.parse("2026-11-24T09:00:00Z");

    private ScriptedIds() {
    }

    /** Twitter's layout, worker 7: ids that differ mostly in their sequence and time bits. */
    static SnowflakeGenerator snowflake() {
        ManualClock clock = ManualClock.at(START);
        return SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(7)
                .clock(ClockSettings.of(clock, clock)).build();
    }

    /** A generator of UUIDs of the kind: version 7, 6 or 1. */
    static UuidGenerator uuids(UuidVersion kind) {
        ManualClock clock = ManualClock.at(START);
        ClockSettings settings = ClockSettings.of(clock, clock);
        return switch (kind) {
            case V7 -> UuidV7Generator.builder().clock(settings).random(new SplittableRandom(7)).build();
            case V6 -> UuidV6Generator.builder().clock(settings).random(new SplittableRandom(6)).build();
            case V1 -> UuidV1Generator.builder().clock(settings).random(new SplittableRandom(1)).build();
            default -> throw new IllegalArgumentException(kind + " is not a time-based kind");
        };
    }
}
