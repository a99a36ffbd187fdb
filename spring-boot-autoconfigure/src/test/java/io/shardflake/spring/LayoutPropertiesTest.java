package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.DecodedId;
import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/** One test per {@code shardflake.layout.*} property: each reaches the generator's layout. */
class LayoutPropertiesTest {

    private final ApplicationContextRunner runner = Runners.shardflake();

    @Test
    void withoutLayoutPropertiesTheShardflakePresetIsUsed() {
        runner.run(context -> {
            assertThat(context).hasSingleBean(SnowflakeGenerator.class);
            assertThat(context.getBean(SnowflakeGenerator.class).layout())
                    .isEqualTo(LayoutPreset.SHARDFLAKE.layout());
        });
    }

    @Test
    void preset() {
        runner.withPropertyValues("shardflake.layout.preset=twitter").run(context -> {
            IdLayout layout = context.getBean(SnowflakeGenerator.class).layout();
            assertThat(layout).isEqualTo(LayoutPreset.TWITTER.layout());
            assertThat(layout.name()).isEqualTo("twitter");
        });
    }

    @Test
    void presetNamesAreReadLikeTheCommandLine() {
        runner.withPropertyValues("shardflake.layout.preset=GLOBAL_ID").run(context ->
                assertThat(context.getBean(SnowflakeGenerator.class).layout())
                        .isEqualTo(LayoutPreset.GLOBAL_ID.layout()));
    }

    @Test
    void epoch() {
        runner.withPropertyValues("shardflake.layout.epoch=2025-03-01T00:00:00Z").run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            assertThat(generator.layout().epoch()).isEqualTo(Instant.parse("2025-03-01T00:00:00Z"));
            assertThat(generator.layout().describeFields())
                    .isEqualTo(LayoutPreset.SHARDFLAKE.layout().describeFields());
            // The id's time is counted from the new epoch: decoding gives back about now.
            assertThat(generator.decode(generator.nextId()).timestamp())
                    .isBetween(Instant.now().minusSeconds(5), Instant.now().plusSeconds(1));
        });
    }

    @Test
    void tick() {
        runner.withPropertyValues("shardflake.layout.tick=10ms").run(context -> {
            IdLayout layout = context.getBean(SnowflakeGenerator.class).layout();
            assertThat(layout.tick()).isEqualTo(Duration.ofMillis(10));
            assertThat(layout.epoch()).isEqualTo(LayoutPreset.SHARDFLAKE.layout().epoch());
        });
    }

    @Test
    void tickOfMicrosecondsGetsThePreciseSystemClock() {
        runner.withPropertyValues("shardflake.layout.tick=100us").run(context -> {
            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            assertThat(generator.layout().tickMicros()).isEqualTo(100);
            assertThat(generator.wallClock()).isSameAs(io.shardflake.clock.WallClock.system());
        });
    }

    @Test
    void fieldWidths() {
        runner.withPropertyValues("shardflake.layout.time-bits=40", "shardflake.layout.shard-bits=6",
                "shardflake.layout.worker-bits=5", "shardflake.layout.sequence-bits=12",
                "shardflake.worker.id=31").run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    IdLayout layout = generator.layout();
                    assertThat(layout.describeFields()).isEqualTo("time 40 | worker 5 | sequence 12 | shard 6");
                    assertThat(layout.epoch()).isEqualTo(IdLayout.DEFAULT_EPOCH);
                    assertThat(layout.tick()).isEqualTo(Duration.ofMillis(1));
                    assertThat(generator.decode(generator.nextId()).worker()).isEqualTo(31);
                });
    }

    @Test
    void timeBits() {
        runner.withPropertyValues("shardflake.layout.time-bits=44", "shardflake.layout.sequence-bits=19",
                "shardflake.shard.single-writer=true")
                .run(context -> {
                    IdLayout layout = context.getBean(SnowflakeGenerator.class).layout();
                    assertThat(layout.width(IdField.TIME)).isEqualTo(44);
                    assertThat(layout.describeFields()).isEqualTo("time 44 | sequence 19");
                });
    }

    @Test
    void shardBits() {
        runner.withPropertyValues("shardflake.layout.time-bits=41", "shardflake.layout.shard-bits=10",
                "shardflake.layout.sequence-bits=12", "shardflake.shard.default=1000",
                "shardflake.shard.single-writer=true").run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    assertThat(generator.layout().width(IdField.SHARD)).isEqualTo(10);
                    assertThat(generator.decode(generator.nextId()).shard()).isEqualTo(1000);
                });
    }

    @Test
    void workerBits() {
        runner.withPropertyValues("shardflake.layout.time-bits=41", "shardflake.layout.worker-bits=16",
                "shardflake.layout.sequence-bits=6", "shardflake.worker.id=65535").run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    assertThat(generator.layout().width(IdField.WORKER)).isEqualTo(16);
                    assertThat(generator.decode(generator.nextId()).worker()).isEqualTo(65535);
                });
    }

    @Test
    void sequenceBits() {
        runner.withPropertyValues("shardflake.layout.time-bits=41", "shardflake.layout.sequence-bits=3",
                "shardflake.shard.single-writer=true")
                .run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    assertThat(generator.layout().idsPerTick()).isEqualTo(8);
                    DecodedId decoded = generator.decode(generator.nextId());
                    assertThat(decoded.sequence()).isBetween(0L, 7L);
                });
    }

    @Test
    void order() {
        runner.withPropertyValues("shardflake.layout.order=worker,time,sequence", "shardflake.layout.time-bits=46",
                "shardflake.layout.worker-bits=10", "shardflake.layout.sequence-bits=7",
                "shardflake.layout.epoch=1970-01-01T00:00:00Z", "shardflake.worker.id=513").run(context -> {
                    SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
                    assertThat(generator.layout().fields())
                            .containsExactly(IdField.WORKER, IdField.TIME, IdField.SEQUENCE);
                    assertThat(generator.layout().isTimeOrdered()).isFalse();
                    long id = generator.nextId();
                    assertThat(id >>> 53).isEqualTo(513);
                });
    }

    @Test
    void presetWithAnotherEpochAndTick() {
        runner.withPropertyValues("shardflake.layout.preset=sonyflake", "shardflake.layout.epoch=2024-01-01T00:00:00Z",
                "shardflake.layout.tick=20ms", "shardflake.worker.id=40000").run(context -> {
                    IdLayout layout = context.getBean(SnowflakeGenerator.class).layout();
                    assertThat(layout.describeFields()).isEqualTo(LayoutPreset.SONYFLAKE.layout().describeFields());
                    assertThat(layout.epoch()).isEqualTo(Instant.parse("2024-01-01T00:00:00Z"));
                    assertThat(layout.tick()).isEqualTo(Duration.ofMillis(20));
                });
    }

    @Test
    void theLayoutIsABean() {
        runner.withPropertyValues("shardflake.layout.preset=icicle", "shardflake.shard.single-writer=true")
                .run(context -> assertThat(context.getBean(IdLayout.class))
                        .isSameAs(context.getBean(SnowflakeGenerator.class).layout()));
    }
}
