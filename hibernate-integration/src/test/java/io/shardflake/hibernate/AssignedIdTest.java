package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.PrimitiveIdEntity;
import io.shardflake.hibernate.entities.TextIdEntity;
import io.shardflake.hibernate.entities.UniqidEntity;
import io.shardflake.hibernate.entities.UuidV7Entity;
import io.shardflake.hibernate.support.TestHibernate;
import java.util.UUID;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/** An entity persisted (or merged) with its id already set keeps that id; only a missing id is generated. */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class AssignedIdTest {

    private SessionFactory factory;

    @BeforeAll
    void boot() {
        factory = TestHibernate.onH2().entities(LongIdEntity.class, PrimitiveIdEntity.class, TextIdEntity.class,
                UuidV7Entity.class, UniqidEntity.class).build();
    }

    @AfterAll
    void close() {
        factory.close();
    }

    @Test
    void persistKeepsAPresetLongId() {
        LongIdEntity entity = new LongIdEntity("imported");
        entity.id = 42L;
        factory.inTransaction(session -> session.persist(entity));
        assertThat(entity.id).isEqualTo(42L);
        factory.inSession(session -> assertThat(session.find(LongIdEntity.class, 42L).name).isEqualTo("imported"));
    }

    @Test
    void mergeOfAnUnknownPresetIdInsertsItWithThatId() {
        LongIdEntity detached = new LongIdEntity("merged");
        detached.id = 4242L;
        LongIdEntity merged = factory.fromTransaction(session -> session.merge(detached));
        assertThat(merged.id).isEqualTo(4242L);
        factory.inSession(session -> assertThat(session.find(LongIdEntity.class, 4242L).name).isEqualTo("merged"));
    }

    @Test
    void presetTextUuidAndUniqidIdsAreKept() {
        TextIdEntity text = new TextIdEntity();
        text.id = "0000000000001";
        UuidV7Entity uuid = new UuidV7Entity();
        uuid.id = UUID.fromString("00000000-0000-7000-8000-000000000001");
        UniqidEntity uniqid = new UniqidEntity();
        uniqid.id = "0abcd4aa5c7f2c2d33";
        factory.inTransaction(session -> {
            session.persist(text);
            session.persist(uuid);
            session.persist(uniqid);
        });
        assertThat(text.id).isEqualTo("0000000000001");
        assertThat(uuid.id).isEqualTo(UUID.fromString("00000000-0000-7000-8000-000000000001"));
        assertThat(uniqid.id).isEqualTo("0abcd4aa5c7f2c2d33");
    }

    @Test
    void aPrimitiveIdOfZeroCountsAsNotSet() {
        PrimitiveIdEntity entity = new PrimitiveIdEntity();
        factory.inTransaction(session -> session.persist(entity));
        assertThat(entity.id).isGreaterThan(1L << 22);
    }

    @Test
    void aNullIdIsGenerated() {
        LongIdEntity entity = new LongIdEntity("fresh");
        factory.inTransaction(session -> session.persist(entity));
        assertThat(entity.id).isGreaterThan(1L << 22);
    }
}
