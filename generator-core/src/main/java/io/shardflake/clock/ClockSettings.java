package io.shardflake.clock;

import io.shardflake.error.InvalidConfigurationException;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * Everything a generator needs to know about time, in one immutable value: the {@link ClockPolicy} (how far ids may
 * run ahead of the wall clock, how long one may wait), the {@link WallClock} it follows and the {@link Sleeper} it
 * waits with. Every generator builder takes it through one method, {@code clock(ClockSettings)}.
 *
 * <pre>{@code
 * SnowflakeGenerator classic = SnowflakeGenerator.builder(layout)
 *         .clock(ClockSettings.DEFAULT.withPolicy(ClockPolicy.classic()))
 *         .build();
 * ManualClock manual = new ManualClock(Instant.parse("2026-01-01T00:00:00Z"));
 * UuidV7Generator scripted = UuidV7Generator.builder()
 *         .clock(ClockSettings.of(manual, manual).withMaxLead(Duration.ZERO))
 *         .build();
 * }</pre>
 *
 * <p><b>Wall clock by default.</b> Unless one is given ({@link #withClock}, {@link #withWallClock}), each kind of
 * generator picks the one its timestamps need:
 * <ul>
 *   <li>{@code SnowflakeGenerator}: {@link WallClock#ticking()} when the layout's tick and epoch are whole
 *       milliseconds, else {@link WallClock#system()};
 *   <li>{@code UuidV7Generator} and {@code LocalityUuidGenerator}: {@link WallClock#ticking()} (millisecond
 *       timestamps);
 *   <li>{@code GregorianUuidGenerator} (versions 1 and 6) and {@code UniqidGenerator}: {@link WallClock#system()}
 *       (100 ns and microsecond timestamps need a clock finer than a millisecond).
 * </ul>
 *
 * <p>The settings are read once, when a generator is built; making an id never goes through this object.
 */
public final class ClockSettings {

    /** {@link ClockPolicy#DEFAULT} (100 ms lead, 1 s wait), each generator's default wall clock, the system sleeper. */
    public static final ClockSettings DEFAULT = new ClockSettings(ClockPolicy.DEFAULT, null, Sleeper.system());

    private final ClockPolicy policy;
    private final WallClock wallClock;
    private final Sleeper sleeper;

    // Every value passes here, so the policy and sleeper are checked once; only DEFAULT has no wall clock.
    private ClockSettings(ClockPolicy policy, WallClock wallClock, Sleeper sleeper) {
        this.policy = require("clock policy", policy);
        this.wallClock = wallClock;
        this.sleeper = require("sleeper", sleeper);
    }

    /**
     * @param wallClock the time source
     * @param sleeper how to wait for it (a {@link ManualClock} is both)
     * @return the default policy with this wall clock and sleeper
     * @throws InvalidConfigurationException if either is null
     */
    public static ClockSettings of(WallClock wallClock, Sleeper sleeper) {
        return DEFAULT.withClock(wallClock, sleeper);
    }

    /**
     * @param policy the lead and wait bounds
     * @return these settings with another policy
     * @throws InvalidConfigurationException if the policy is null
     */
    public ClockSettings withPolicy(ClockPolicy policy) {
        return new ClockSettings(policy, wallClock, sleeper);
    }

    /**
     * @param maxLead how far ids may run ahead of the wall clock (zero for classic Snowflake: wait for the next tick)
     * @return these settings with another lead bound
     * @throws InvalidConfigurationException if the duration is null or negative
     */
    public ClockSettings withMaxLead(Duration maxLead) {
        return withPolicy(policy.withMaxLead(maxLead));
    }

    /**
     * @param maxWait how long one id may wait for the wall clock before
     *     {@link ClockLeadExceededException}
     * @return these settings with another wait bound
     * @throws InvalidConfigurationException if the duration is null or negative
     */
    public ClockSettings withMaxWait(Duration maxWait) {
        return withPolicy(policy.withMaxWait(maxWait));
    }

    /**
     * @param wallClock the time source
     * @param sleeper how to wait for it
     * @return these settings with another wall clock and sleeper
     * @throws InvalidConfigurationException if either is null
     */
    public ClockSettings withClock(WallClock wallClock, Sleeper sleeper) {
        return new ClockSettings(policy, require("wall clock", wallClock), sleeper);
    }

    /**
     * @param wallClock the time source, instead of the generator's default
     * @return these settings with another wall clock
     * @throws InvalidConfigurationException if it is null
     */
    public ClockSettings withWallClock(WallClock wallClock) {
        return new ClockSettings(policy, require("wall clock", wallClock), sleeper);
    }

    /**
     * @param sleeper how to wait for the wall clock
     * @return these settings with another sleeper
     * @throws InvalidConfigurationException if it is null
     */
    public ClockSettings withSleeper(Sleeper sleeper) {
        return new ClockSettings(policy, wallClock, sleeper);
    }

    /** @return the lead and wait bounds */
    public ClockPolicy policy() {
        return policy;
    }

    /** @return the wall clock given, or empty when each generator uses its default (see the class comment) */
    public Optional<WallClock> wallClock() {
        return Optional.ofNullable(wallClock);
    }

    /**
     * @param generatorDefault the wall clock of the generator kind being built; asked only when none was given, so
     *     that the ticking clock's thread does not start for a generator that follows another clock
     * @return the wall clock given, else the generator's default
     */
    public WallClock wallClockOr(Supplier<? extends WallClock> generatorDefault) {
        return wallClock != null ? wallClock : generatorDefault.get();
    }

    /** @return how generators wait for the wall clock */
    public Sleeper sleeper() {
        return sleeper;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ClockSettings that && policy.equals(that.policy)
                && Objects.equals(wallClock, that.wallClock) && sleeper.equals(that.sleeper);
    }

    @Override
    public int hashCode() {
        return Objects.hash(policy, wallClock, sleeper);
    }

    @Override
    public String toString() {
        return "ClockSettings[" + policy + ", wall " + (wallClock == null ? "the generator's default" : wallClock)
                + ", sleeper " + sleeper + "]";
    }

    private static <T> T require(String name, T value) {
        if (value == null) {
            throw new InvalidConfigurationException(name, null, "not null");
        }
        return value;
    }
}
