package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import io.shardflake.locality.CounterMode;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidTime;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * The v6, v1, Locality and uniqid generator beans: built from {@code shardflake.clock.*}, {@code shardflake.uniqid.*}
 * and {@code shardflake.locality.*} on the application's wall clock, and replaced by the application's own.
 */
class OtherGeneratorKindsTest {

    private final ApplicationContextRunner runner = Runners.shardflake();

    @Test
    void everyKindTakesTheClockPolicyFromProperties() {
        ClockPolicy expected = new ClockPolicy(Duration.ZERO, Duration.ofMillis(250));
        runner.withPropertyValues("shardflake.clock.max-lead=0", "shardflake.clock.max-wait=250ms").run(context -> {
            assertThat(context.getBean(UuidV6Generator.class).clockPolicy()).isEqualTo(expected);
            assertThat(context.getBean(UuidV1Generator.class).clockPolicy()).isEqualTo(expected);
            assertThat(context.getBean(LocalityUuidGenerator.class).clockPolicy()).isEqualTo(expected);
            assertThat(context.getBean(UniqidGenerator.class).clockPolicy()).isEqualTo(expected);
        });
    }

    @Test
    void everyKindReadsTheApplicationsWallClock() {
        Instant now = Instant.parse("2031-02-03T04:05:06.789Z");
        ManualClock clock = ManualClock.at(now);
        runner.withBean(WallClock.class, () -> clock).run(context -> {
            UuidV6Generator v6 = context.getBean(UuidV6Generator.class);
            UuidV1Generator v1 = context.getBean(UuidV1Generator.class);
            LocalityUuidGenerator locality = context.getBean(LocalityUuidGenerator.class);
            UniqidGenerator uniqid = context.getBean(UniqidGenerator.class);
            assertThat(v6.wallClock()).isSameAs(clock);
            assertThat(v1.wallClock()).isSameAs(clock);
            assertThat(locality.wallClock()).isSameAs(clock);
            assertThat(uniqid.wallClock()).isSameAs(clock);
            assertThat(UuidTime.of(v6.next())).isEqualTo(now);
            assertThat(UuidTime.of(v1.next())).isEqualTo(now);
            assertThat(locality.next().instant()).isEqualTo(now);
            assertThat(uniqid.next().instant()).isEqualTo(now);
        });
    }

    @Test
    void finerThanMillisecondKindsReadThePreciseViewOfTheTickingClock() {
        runner.run(context -> {
            WallClock ticking = context.getBean(WallClock.class);
            assertThat(ticking).isSameAs(WallClock.ticking());
            assertThat(context.getBean(UuidV6Generator.class).wallClock()).isSameAs(ticking.precise());
            assertThat(context.getBean(UuidV1Generator.class).wallClock()).isSameAs(ticking.precise());
            assertThat(context.getBean(UniqidGenerator.class).wallClock()).isSameAs(ticking.precise());
            assertThat(context.getBean(LocalityUuidGenerator.class).wallClock()).isSameAs(ticking);
        });
    }

    @Test
    void uniqidDefaults() {
        runner.run(context -> assertThat(context.getBean(UniqidGenerator.class).format())
                .isEqualTo(UniqidFormat.withPrefix(1)));
    }

    @Test
    void uniqidShardCountAndPrefix() {
        runner.withPropertyValues("shardflake.uniqid.shard-count=4", "shardflake.uniqid.prefix=false").run(context -> {
            UniqidGenerator uniqid = context.getBean(UniqidGenerator.class);
            assertThat(uniqid.format()).isEqualTo(UniqidFormat.withoutPrefix(4));
            assertThat(uniqid.nextString()).hasSize(14);
        });
    }

    @Test
    void uniqidShardCountOutOfRangeNamesTheKey() {
        runner.withPropertyValues("shardflake.uniqid.shard-count=11").run(context -> assertThat(
                StartupFailure.message(context)).startsWith("shardflake.uniqid.shard-count = 11 is not allowed: 1..10"));
        runner.withPropertyValues("shardflake.uniqid.shard-count=0").run(context -> assertThat(
                StartupFailure.message(context)).startsWith("shardflake.uniqid.shard-count = 0 is not allowed: 1..10"));
    }

    @Test
    void localityModeDefaultsToVariable() {
        runner.run(context -> assertThat(context.getBean(LocalityUuidGenerator.class).mode())
                .isEqualTo(CounterMode.VARIABLE));
    }

    @Test
    void localityMode() {
        runner.withPropertyValues("shardflake.locality.mode=sequential").run(context -> assertThat(
                context.getBean(LocalityUuidGenerator.class).mode()).isEqualTo(CounterMode.SEQUENTIAL));
    }

    @Test
    void theApplicationsOwnGeneratorsWin() {
        UuidV6Generator v6 = UuidV6Generator.builder().build();
        UuidV1Generator v1 = UuidV1Generator.builder().build();
        LocalityUuidGenerator locality = LocalityUuidGenerator.builder().macFragment(7).build();
        UniqidGenerator uniqid = UniqidGenerator.builder(UniqidFormat.withPrefix(2)).build();
        runner.withBean(UuidV6Generator.class, () -> v6).withBean(UuidV1Generator.class, () -> v1)
                .withBean(LocalityUuidGenerator.class, () -> locality).withBean(UniqidGenerator.class, () -> uniqid)
                .withPropertyValues("shardflake.uniqid.shard-count=5").run(context -> {
                    assertThat(context).getBean(UuidV6Generator.class).isSameAs(v6);
                    assertThat(context).getBean(UuidV1Generator.class).isSameAs(v1);
                    assertThat(context).getBean(LocalityUuidGenerator.class).isSameAs(locality);
                    assertThat(context).getBean(UniqidGenerator.class).isSameAs(uniqid);
                });
    }
}
