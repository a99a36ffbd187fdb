package io.shardflake.reliability;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.GregorianUuid;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import java.time.Duration;
import java.util.Random;
import java.util.UUID;
import java.util.function.Supplier;

/**
 * Every generator Shardflake has, set up on a scripted clock, with what the fault scenarios need to know about it:
 * its clock policy, the length of its tick, how many ids fit one tick, and what it promises about order.
 *
 * <p>Snowflake runs in three modes: classic (no lead: wait for the next tick), default (100 ms lead, 1 s wait) and
 * borrowing (1 h lead, as the benchmarks' {@code borrowing} mode: it never waits for a step back shorter than an
 * hour). The others run with the default policy.
 */
enum GeneratorKind {

    SNOWFLAKE_CLASSIC(ClockPolicy.classic(), 1000, 4096, 4, IdCheck.Promise.INCREASING),
    SNOWFLAKE_DEFAULT(ClockPolicy.DEFAULT, 1000, 4096, 4, IdCheck.Promise.INCREASING),
    SNOWFLAKE_BORROWING(ClockPolicy.DEFAULT.withMaxLead(Duration.ofHours(1)), 1000, 4096, 4,
            IdCheck.Promise.INCREASING),
    /** Timestamps strictly increase; the key is (timestamp, clock sequence and node). */
    UUID_V1(ClockPolicy.DEFAULT, 1, 10, 0, IdCheck.Promise.INCREASING),
    UUID_V6(ClockPolicy.DEFAULT, 1, 10, 0, IdCheck.Promise.INCREASING),
    UUID_V7(ClockPolicy.DEFAULT, 1000, 1 << 18, 17, IdCheck.Promise.INCREASING),
    LOCALITY_SEQUENTIAL(ClockPolicy.DEFAULT, 1000, 1 << 16, 0, IdCheck.Promise.INCREASING),
    /** Variable mode scatters its first characters on purpose: unique, not ordered. */
    LOCALITY_VARIABLE(ClockPolicy.DEFAULT, 1000, 1 << 16, 0, IdCheck.Promise.UNIQUE),
    UNIQID(ClockPolicy.DEFAULT, 1, 1, 0, IdCheck.Promise.INCREASING);

    private static final long NODE = 0x0A_0B_0C_0D_0E_0FL;
    private static final int PROCESS_ID = 4242;
    private static final int MAC_FRAGMENT = 0x0ABCDEF;
    // Sequential mode's string order holds until the 32-bit counter wraps; start far from the wrap.
    private static final long FIRST_COUNTER = 0x1000_0000L;

    private final ClockPolicy policy;
    private final long tickMicros;
    private final long slotsPerTick;
    private final int spreadBits;
    private final IdCheck.Promise promise;

    GeneratorKind(ClockPolicy policy, long tickMicros, long slotsPerTick, int spreadBits, IdCheck.Promise promise) {
        this.policy = policy;
        this.tickMicros = tickMicros;
        this.slotsPerTick = slotsPerTick;
        this.spreadBits = spreadBits;
        this.promise = promise;
    }

    /**
     * @param clock the scripted clock, also the sleeper, so waits move it on
     * @return a fresh generator of this kind, its ids as {@link IdKey}s
     */
    Supplier<IdKey> open(ManualClock clock) {
        switch (this) {
            case SNOWFLAKE_CLASSIC, SNOWFLAKE_DEFAULT, SNOWFLAKE_BORROWING -> {
                SnowflakeGenerator generator = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(7)
                        .clock(ClockSettings.of(clock, clock).withPolicy(policy)).build();
                return () -> new IdKey(0, generator.nextId());
            }
            case UUID_V1 -> {
                UuidV1Generator generator = UuidV1Generator.builder()
                        .clock(ClockSettings.of(clock, clock).withPolicy(policy))
                        .node(NODE).clockSequence(0).build();
                return () -> {
                    GregorianUuid fields = GregorianUuid.from(generator.next());
                    return new IdKey(fields.timestamp(), (long) fields.clockSequence() << 48 | fields.node());
                };
            }
            case UUID_V6 -> {
                UuidV6Generator generator = UuidV6Generator.builder()
                        .clock(ClockSettings.of(clock, clock).withPolicy(policy))
                        .node(NODE).clockSequence(0).build();
                return () -> key(generator.next());
            }
            case UUID_V7 -> {
                UuidV7Generator generator = UuidV7Generator.builder()
                        .clock(ClockSettings.of(clock, clock).withPolicy(policy))
                        .random(new Random(7)).build();
                return () -> key(generator.next());
            }
            case LOCALITY_SEQUENTIAL, LOCALITY_VARIABLE -> {
                LocalityUuidGenerator.Builder builder = LocalityUuidGenerator.builder().processId(PROCESS_ID)
                        .macFragment(MAC_FRAGMENT).clock(ClockSettings.of(clock, clock).withPolicy(policy));
                LocalityUuidGenerator generator = this == LOCALITY_SEQUENTIAL
                        ? builder.sequential().firstCounter(FIRST_COUNTER).build()
                        : builder.random(new Random(7)).build();
                return () -> {
                    LocalityUuid id = generator.next();
                    return key(id.toUuid());
                };
            }
            case UNIQID -> {
                // One shard, no prefix: the whole string then sorts like its microseconds.
                UniqidGenerator generator = UniqidGenerator.builder(UniqidFormat.withoutPrefix(1))
                        .clock(ClockSettings.of(clock, clock).withPolicy(policy)).build();
                return () -> new IdKey(0, generator.next().epochMicros());
            }
            default -> throw new AssertionError(this);
        }
    }

    private static IdKey key(UUID uuid) {
        return new IdKey(uuid.getMostSignificantBits(), uuid.getLeastSignificantBits());
    }

    ClockPolicy policy() {
        return policy;
    }

    long tickMicros() {
        return tickMicros;
    }

    /**
     * @return how far past its predecessor's tick the next id goes when the wall clock gives it no fresh tick: a
     *     whole tick when a tick holds one id (uniqid), else none (the next slot of the same tick)
     */
    long successorMicros() {
        return slotsPerTick == 1 ? tickMicros : 0;
    }

    /**
     * @return how many ids the clock can hand out from one frozen wall tick before its lead is spent, at most
     *     (the first tick may start at a spread slot, up to {@link #spreadSlots()} fewer)
     */
    long frozenCapacity() {
        long leadTicks = policy.maxLead().toNanos() / 1000 / tickMicros;
        return slotsPerTick * (leadTicks + 1);
    }

    /** @return how many slots of a fresh tick the spread may skip */
    long spreadSlots() {
        return spreadBits == 0 ? 0 : 1L << spreadBits;
    }

    IdCheck.Promise promise() {
        return promise;
    }
}
