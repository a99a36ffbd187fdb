package io.shardflake.spring.data.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.IdLayout;
import io.shardflake.IdRange;
import io.shardflake.spring.data.jpa.StatementLog.Execution;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.stream.IntStream;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * The time-window query of docs/guides/spring-data.md: {@code IdLayout.idRange} turns a window into bounds for a
 * derived {@code findByIdBetween}, which finds exactly the rows made in the window, and the database answers it from
 * the primary key (the plan of the SQL the repository sent).
 */
class IdRangeQueryTest {

    private static final Instant FIRST = Instant.parse("2026-03-01T00:00:00Z");
    private static final int ROWS = 14 * 24 * 60;   // one a minute for two weeks

    private final StatementLog log = new StatementLog();

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void anHourOfRowsFoundByTheirIdsThroughThePrimaryKey(TestDatabase database) {
        DataJpaRunners.counted(database, log).run(context -> {
            IdLayout layout = context.getBean(IdLayout.class);
            JdbcTemplate jdbc = new JdbcTemplate(context.getBean(DataSource.class));
            List<Long> ids = IntStream.range(0, ROWS)
                    .mapToObj(minute -> layout.encode(FIRST.plus(Duration.ofMinutes(minute)), minute % 16, 7, 0))
                    .toList();
            jdbc.batchUpdate("insert into shipment (id, item) values (?, ?)", ids, 1000,
                    (insert, id) -> {
                        insert.setLong(1, id);
                        insert.setString(2, "at " + layout.decode(id).timestamp());
                    });
            jdbc.execute("ANALYZE" + (database == TestDatabase.H2 ? "" : " shipment"));

            Instant from = FIRST.plus(Duration.ofMinutes(3000));
            Instant to = from.plus(Duration.ofHours(1));
            // [from, to): the last tick before `to` is the window's last.
            IdRange range = layout.idRange(from, to.minusNanos(1));
            List<Shipment> found = log.during(() -> context.getBean(ShipmentRepository.class)
                    .findByIdBetweenOrderById(range.min(), range.max()));

            assertThat(found).extracting(Shipment::getId).containsExactlyElementsOf(ids.subList(3000, 3060));
            List<Execution> sent = log.last();
            assertThat(sent).hasSize(1);
            String plan = String.join("\n", jdbc.queryForList("EXPLAIN " + withValues(sent.get(0).sql(), range),
                    String.class));
            if (database == TestDatabase.H2) {
                assertThat(plan).contains("PRIMARY_KEY").doesNotContain("tableScan");
            } else {
                assertThat(plan).contains("Index").contains("shipment_pkey").doesNotContain("Seq Scan");
            }
        });
    }

    @ParameterizedTest
    @EnumSource(TestDatabase.class)
    void aWindowBeforeTheLayoutsEpochFindsNothing(TestDatabase database) {
        DataJpaRunners.counted(database, log).run(context -> {
            IdLayout layout = context.getBean(IdLayout.class);
            ShipmentRepository shipments = context.getBean(ShipmentRepository.class);
            shipments.save(new Shipment(layout.encode(layout.epoch(), 0, 7, 0), "the first tick"));

            IdRange before = layout.idRange(layout.epoch().minus(Duration.ofDays(2)),
                    layout.epoch().minus(Duration.ofDays(1)));

            assertThat(before).isEqualTo(IdRange.EMPTY);
            assertThat(shipments.findByIdBetweenOrderById(before.min(), before.max())).isEmpty();
        });
    }

    /** The SQL with its two bounds written in, for EXPLAIN (numbers only, so nothing to escape). */
    private static String withValues(String sql, IdRange range) {
        return sql.replaceFirst("\\?", Long.toString(range.min())).replaceFirst("\\?", Long.toString(range.max()));
    }
}
