package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.hibernate.entities.IdentityEntity;
import io.shardflake.hibernate.entities.InheritedIdEntity;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.UuidV7Entity;
import io.shardflake.hibernate.support.JdbcCounts;
import io.shardflake.hibernate.support.TestHibernate;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * What must hold on every real database: many unique, increasing ids; UUIDs in the native column type; inherited
 * ids; StatelessSession inserts; JDBC batching kept on. One SessionFactory per database per class.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class PersistenceContract {

    private static final int MANY = 10_000;
    private static final int BATCHED = 1_000;

    protected final JdbcCounts jdbc = new JdbcCounts();
    protected SessionFactory factory;

    /** @return a fresh, empty database */
    protected abstract DataSource database();

    @BeforeAll
    void boot() {
        factory = TestHibernate.on(jdbc.wrap(database()))
                .entities(LongIdEntity.class, UuidV7Entity.class, InheritedIdEntity.class, IdentityEntity.class)
                .build();
    }

    @AfterAll
    void close() {
        factory.close();
    }

    @Test
    void tenThousandEntitiesGetUniqueIncreasingIds() {
        List<LongIdEntity> entities = new ArrayList<>();
        for (int i = 0; i < MANY; i++) {
            entities.add(new LongIdEntity("entity " + i));
        }
        factory.inTransaction(session -> entities.forEach(session::persist));

        List<Long> ids = entities.stream().map(e -> e.id).toList();
        assertThat(ids).isSorted().doesNotHaveDuplicates().allMatch(id -> id > 0);
        long stored = factory.fromSession(session -> session.createSelectionQuery(
                "select count(distinct e.id) from LongIdEntity e where e.id between :first and :last", Long.class)
                .setParameter("first", ids.get(0)).setParameter("last", ids.get(MANY - 1)).getSingleResult());
        assertThat(stored).isEqualTo(MANY);
    }

    @Test
    void uuidsIncreaseInTextOrderAndRoundTrip() {
        List<UuidV7Entity> entities = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            entities.add(new UuidV7Entity());
        }
        factory.inTransaction(session -> entities.forEach(session::persist));

        // v7 UUIDs from one generator increase as unsigned 128-bit numbers, i.e. in their text form.
        List<String> texts = entities.stream().map(e -> e.id.toString()).toList();
        assertThat(texts).isSorted().doesNotHaveDuplicates();
        UUID last = entities.get(entities.size() - 1).id;
        factory.inSession(session -> assertThat(session.find(UuidV7Entity.class, last).id).isEqualTo(last));
    }

    @Test
    void idInheritedFromAMappedSuperclass() {
        InheritedIdEntity entity = new InheritedIdEntity();
        entity.name = "inherited";
        factory.inTransaction(session -> session.persist(entity));
        assertThat(entity.id).isPositive();
        factory.inSession(session -> assertThat(session.find(InheritedIdEntity.class, entity.id).name)
                .isEqualTo("inherited"));
    }

    @Test
    void statelessSessionInserts() {
        List<LongIdEntity> entities = new ArrayList<>();
        factory.inStatelessTransaction(session -> {
            for (int i = 0; i < 500; i++) {
                LongIdEntity entity = new LongIdEntity("stateless " + i);
                session.insert(entity);
                entities.add(entity);
            }
        });
        List<Long> ids = entities.stream().map(e -> e.id).toList();
        assertThat(ids).isSorted().doesNotHaveDuplicates().doesNotContainNull();
        long stored = factory.fromSession(session -> session.createSelectionQuery(
                "select count(*) from LongIdEntity e where e.name like 'stateless %'", Long.class).getSingleResult());
        assertThat(stored).isEqualTo(500);
    }

    @Test
    void thousandPersistsGoOutAsTwentyBatchesOfFifty() {
        jdbc.start();
        factory.inTransaction(session -> {
            for (int i = 0; i < BATCHED; i++) {
                session.persist(new LongIdEntity("batched " + i));
            }
        });
        jdbc.stop();

        assertThat(jdbc.addBatches()).isEqualTo(BATCHED);
        assertThat(jdbc.batches()).isEqualTo(BATCHED / 50);
        assertThat(jdbc.singleUpdates()).isZero();
        assertThat(jdbc.queries()).as("no SELECT (nor anything else) before the inserts").isEmpty();
    }

    @Test
    void identityColumnsCannotBatch() {
        jdbc.start();
        factory.inTransaction(session -> {
            for (int i = 0; i < BATCHED; i++) {
                session.persist(new IdentityEntity());
            }
        });
        jdbc.stop();

        // Each insert must run at once to read back its key: as an update, or as "insert ... returning".
        long inserts = jdbc.singleUpdates() + jdbc.queries().stream()
                .filter(sql -> sql.trim().toLowerCase().startsWith("insert")).count();
        assertThat(jdbc.batches()).isZero();
        assertThat(inserts).isEqualTo(BATCHED);
    }
}
