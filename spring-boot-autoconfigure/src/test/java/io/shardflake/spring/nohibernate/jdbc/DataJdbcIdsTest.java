package io.shardflake.spring.nohibernate.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.spring.data.ShardflakeIdCallback;
import io.shardflake.testdb.PostgresServer;
import io.shardflake.uuid.UuidV7Generator;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.data.jdbc.core.JdbcAggregateTemplate;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.util.ClassUtils;

/**
 * A started Spring Boot application with Spring Data JDBC and no Hibernate, no JPA, no Spring ORM on its class path
 * (this test runs in the without-hibernate Surefire execution): its aggregates marked {@code @SnowflakeId} and
 * {@code @ShardflakeUuid} get Shardflake ids from the auto-configured generators when saved, on H2 and PostgreSQL.
 */
class DataJdbcIdsTest {

    private static final AtomicInteger H2_NAMES = new AtomicInteger();

    @Test
    void theClassPathHasSpringDataJdbcAndNoHibernate() {
        ClassLoader loader = getClass().getClassLoader();
        assertThat(ClassUtils.isPresent("org.hibernate.SessionFactory", loader)).isFalse();
        assertThat(ClassUtils.isPresent("jakarta.persistence.Entity", loader)).isFalse();
        assertThat(ClassUtils.isPresent("org.springframework.orm.jpa.JpaTransactionManager", loader)).isFalse();
        assertThat(ClassUtils.isPresent("org.springframework.data.jdbc.core.JdbcAggregateTemplate", loader)).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql"})
    void savedAggregatesGetShardflakeIdsOfTheKindTheyAskFor(String database) {
        try (ConfigurableApplicationContext app = start(database)) {
            assertThat(app.getBean(ShardflakeIdCallback.class)).isNotNull();
            SnowflakeGenerator generator = app.getBean(SnowflakeGenerator.class);
            JdbcTemplate jdbc = new JdbcTemplate(app.getBean(DataSource.class));

            Parcel parcel = app.getBean(ParcelRepository.class).save(Parcel.labelled("books"));
            assertThat(parcel.id()).isNotNull();
            assertThat(generator.decode(parcel.id()).worker()).isEqualTo(generator.workerId());
            assertThat(jdbc.queryForObject("select label from parcel where id = ?", String.class, parcel.id()))
                    .isEqualTo("books");

            Voucher voucher = new Voucher(250);
            app.getBean(VoucherRepository.class).save(voucher);
            assertThat(voucher.getId()).hasSize(Crockford32Codec.LENGTH);
            assertThat(generator.decode(Crockford32Codec.INSTANCE.decode(voucher.getId())).worker())
                    .isEqualTo(generator.workerId());
            assertThat(app.getBean(VoucherRepository.class).findById(voucher.getId())).get()
                    .extracting(Voucher::getCents).isEqualTo(250);

            UuidV7Generator v7 = app.getBean(UuidV7Generator.class);
            long v7Before = v7.statistics().issued();
            Note note = app.getBean(NoteRepository.class).save(new Note(null, "hello"));
            assertThat(note.id().version()).isEqualTo(7);
            assertThat(v7.statistics().issued()).isEqualTo(v7Before + 1);
            assertThat(jdbc.queryForObject("select body from note where id = ?", String.class, note.id()))
                    .isEqualTo("hello");

            Sighting sighting = app.getBean(SightingRepository.class).save(new Sighting(null, "heron"));
            assertThat(UUID.fromString(sighting.id()).version()).isEqualTo(6);
            assertThat(app.getBean(SightingRepository.class).findById(sighting.id())).get()
                    .extracting(Sighting::species).isEqualTo("heron");
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"h2", "postgresql"})
    void saveAllGivesEachItsOwnIncreasingIdAndAnIdSetBeforeInsertIsKept(String database) {
        try (ConfigurableApplicationContext app = start(database)) {
            List<Parcel> saved = app.getBean(ParcelRepository.class)
                    .saveAll(List.of(Parcel.labelled("a"), Parcel.labelled("b"), Parcel.labelled("c")));
            assertThat(saved).extracting(Parcel::id).doesNotContainNull().isSorted().doesNotHaveDuplicates();

            long chosen = app.getBean(SnowflakeGenerator.class).nextId(9);
            Parcel inserted = app.getBean(JdbcAggregateTemplate.class).insert(new Parcel(chosen, "shard nine"));
            assertThat(inserted.id()).isEqualTo(chosen);
            assertThat(app.getBean(ParcelRepository.class).findById(chosen)).get()
                    .extracting(Parcel::label).isEqualTo("shard nine");
        }
    }

    private static ConfigurableApplicationContext start(String database) {
        String url = database.equals("h2") ? "jdbc:h2:mem:jdbc-app-" + H2_NAMES.incrementAndGet() + ";DB_CLOSE_DELAY=-1"
                : postgresUrl();
        return new SpringApplicationBuilder(JdbcApplication.class).web(WebApplicationType.NONE)
                .run("--spring.datasource.url=" + url, "--spring.sql.init.mode=always",
                        "--spring.sql.init.schema-locations=classpath:jdbc-app/schema.sql",
                        "--shardflake.worker.lease.initialize-schema=always",
                        "--shardflake.worker.hostname=jdbc-app-host");
    }

    /** A fresh database on the shared embedded PostgreSQL. */
    private static String postgresUrl() {
        PostgresServer server = PostgresServer.shared();
        try (Connection connection = server.newDatabase().getConnection();
                ResultSet name = connection.createStatement().executeQuery("select current_database()")) {
            name.next();
            return server.jdbcUrl(name.getString(1));
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
