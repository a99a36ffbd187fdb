package io.shardflake.spring.jpa;

import static io.shardflake.spring.jpa.JpaRunners.persist;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import io.shardflake.hibernate.ShardflakeSettings;
import io.shardflake.spring.HandedOverGenerators;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.spring.jpa.kinds.LocalityNote;
import io.shardflake.spring.jpa.kinds.PhpOrder;
import io.shardflake.spring.jpa.kinds.TimeUuidV1;
import io.shardflake.spring.jpa.kinds.TimeUuidV6;
import io.shardflake.uniqid.UniqidFormat;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidTime;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import jakarta.persistence.EntityManagerFactory;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * Entities of every id kind, persisted through Spring Boot's EntityManagerFactory, get their ids from the Spring
 * beans: the beans count each id, the ids carry the application's (scripted) clock, and the uniqid settings come
 * from {@code shardflake.uniqid.*}. Before the starter handed every kind over, Hibernate built its own v6, v1,
 * Locality and uniqid generators on the system clock with default settings.
 */
class EveryKindJpaTest {

    private static final Instant NOW = Instant.parse("2030-03-01T12:00:00Z");

    private final ManualClock clock = ManualClock.at(NOW);

    private final ApplicationContextRunner runner = JpaRunners.h2("every-kind")
            .withBean(WallClock.class, () -> clock)
            .withPropertyValues("shardflake.worker.id=42", "shardflake.uniqid.shard-count=4",
                    "shardflake.uniqid.prefix=false");

    @Test
    void everyKindOfIdComesFromItsSpringBean() {
        runner.run(context -> {
            EntityManagerFactory factory = context.getBean(EntityManagerFactory.class);

            Ticket ticket = persist(factory, new Ticket("t"));
            Attachment attachment = persist(factory, new Attachment("a"));
            TimeUuidV6 v6 = persist(factory, new TimeUuidV6());
            TimeUuidV1 v1 = persist(factory, new TimeUuidV1());
            LocalityNote locality = persist(factory, new LocalityNote());
            PhpOrder uniqid = persist(factory, new PhpOrder());

            SnowflakeGenerator generator = context.getBean(SnowflakeGenerator.class);
            assertThat(generator.decode(ticket.getId()).worker()).isEqualTo(42);
            assertThat(generator.decode(ticket.getId()).timestamp()).isEqualTo(NOW);
            assertThat(generator.statistics().issued()).isOne();
            assertThat(UuidTime.of(attachment.getId())).isEqualTo(NOW);
            assertThat(context.getBean(UuidV7Generator.class).statistics().issued()).isOne();
            assertThat(UuidTime.of(v6.getId())).isEqualTo(NOW);
            assertThat(context.getBean(UuidV6Generator.class).statistics().issued()).isOne();
            assertThat(UuidTime.of(v1.getId())).isEqualTo(NOW);
            assertThat(context.getBean(UuidV1Generator.class).statistics().issued()).isOne();
            assertThat(LocalityUuid.parse(locality.getId()).instant()).isEqualTo(NOW);
            assertThat(context.getBean(LocalityUuidGenerator.class).statistics().issued()).isOne();
            assertThat(UniqidFormat.withoutPrefix(4).parse(uniqid.getId()).instant()).isEqualTo(NOW);
            assertThat(context.getBean(UniqidGenerator.class).statistics().issued()).isOne();
        });
    }

    @Test
    void hibernateHoldsTheSpringBeansOfEveryKindAndMayBuildNone() {
        runner.run(context -> {
            Map<String, Object> settings = context.getBean(EntityManagerFactory.class).getProperties();
            HandedOverGenerators.assertEachIsTheBean(settings, context);
            assertThat(settings.get(ShardflakeSettings.REQUIRE_GIVEN_GENERATORS)).isEqualTo(true);
        });
    }
}
