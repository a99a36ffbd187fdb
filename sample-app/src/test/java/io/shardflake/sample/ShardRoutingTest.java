package io.shardflake.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.sample.service.CustomerView;
import io.shardflake.sample.service.NotFoundException;
import io.shardflake.sample.service.OrderView;
import io.shardflake.sample.shard.PhysicalShards;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;

/** Routing by id, co-location and the time-window fan-out, checked against the physical databases. */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE, properties = InMemoryShards.URL)
class ShardRoutingTest extends ShardedAppBeans {

    @Autowired
    PhysicalShards shards;

    @Test
    void aRowIsOnTheDatabaseItsIdNamesAndNowhereElse() throws SQLException {
        Set<Integer> logicalSeen = new HashSet<>();
        for (int i = 0; i < 40; i++) {
            CustomerView customer = customers.create(generator, "Routing-" + i + "@Example.com", "R " + i);
            logicalSeen.add(customer.logicalShard());
            assertThat(databasesHolding("customers", customer.id())).containsExactly(router.physicalOf(customer.id()));
            assertThat(customers.find(customer.id()).email()).isEqualTo("routing-" + i + "@example.com");
        }
        // 40 hashed emails spread over most of the 16 logical shards, so every database was used.
        assertThat(logicalSeen.stream().map(router::physicalOfLogical).distinct()).hasSize(4);
        assertThatThrownBy(() -> customers.find(generator.nextId(3))).isInstanceOf(NotFoundException.class);
    }

    @Test
    void anOrderLivesOnItsCustomersShard() throws SQLException {
        for (int i = 0; i < 20; i++) {
            CustomerView customer = customers.create(generator, "colocated-" + i + "@example.com", "C " + i);
            OrderView order = orders.place(generator, customer.id(), "book", 1, 1500);

            assertThat(order.logicalShard()).isEqualTo(customer.logicalShard());
            assertThat(databasesHolding("orders", order.id())).containsExactly(customer.physicalShard());
            assertThat(orders.find(order.id()).customerId()).isEqualTo(customer.id());
            assertThat(orders.ofCustomer(customer.id())).extracting(OrderView::id).containsExactly(order.id());
        }
        assertThatThrownBy(() -> orders.place(generator, generator.nextId(5), "x", 1, 1))
                .isInstanceOf(NotFoundException.class).hasMessageStartingWith("no customer with id");
    }

    @Test
    void aTimeWindowFansOutAndMergesInIdOrder() throws InterruptedException {
        List<Long> before = placeOrders("early", 12);
        // The window comes from the ids' own times, not from Instant.now() with margins: wait (polling, with a
        // deadline) until the generator's clock is past the last early id's tick, so no later id shares it.
        Instant lastBefore = timeOf(before.stream().max(Long::compare).orElseThrow());
        awaitGeneratorClockAfter(lastBefore);
        List<Long> inside = placeOrders("inside", 24);
        Instant windowStart = timeOf(inside.stream().min(Long::compare).orElseThrow());
        Instant windowEnd = timeOf(inside.stream().max(Long::compare).orElseThrow());
        assertThat(windowStart).isAfter(lastBefore);

        List<Long> all = orders.inWindow(windowStart, windowEnd, 1000, false).stream().map(OrderView::id).toList();
        assertThat(all).containsExactlyElementsOf(inside.stream().sorted().toList()).doesNotContainAnyElementsOf(before);
        assertThat(all.stream().map(router::physicalOf).distinct()).hasSizeGreaterThan(1);

        assertThat(orders.inWindow(windowStart, windowEnd, 5, false)).extracting(OrderView::id)
                .containsExactlyElementsOf(all.subList(0, 5));
        assertThat(orders.inWindow(windowStart, windowEnd, 5, true)).extracting(OrderView::id)
                .containsExactlyElementsOf(all.stream().sorted(Comparator.reverseOrder()).limit(5).toList());
        assertThat(orders.inWindow(windowStart, windowEnd, 1000, false)).extracting(OrderView::createdAt).isSorted();
        assertThat(all).allMatch(id -> !timeOf(id).isBefore(windowStart) && !timeOf(id).isAfter(windowEnd));
    }

    private Instant timeOf(long id) {
        return generator.decode(id).timestamp();
    }

    private void awaitGeneratorClockAfter(Instant time) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (generator.wallClock().currentTimeMillis() <= time.toEpochMilli()) {
            assertThat(System.nanoTime()).as("the generator's clock passes " + time + " within 10 s")
                    .isLessThan(deadline);
            Thread.sleep(1);
        }
    }

    private List<Long> placeOrders(String prefix, int count) {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            CustomerView customer = customers.create(generator, prefix + "-" + i + "@example.com", prefix);
            ids.add(orders.place(generator, customer.id(), prefix, 1, 100).id());
        }
        return ids;
    }

    private List<Integer> databasesHolding(String table, long id) throws SQLException {
        List<Integer> holding = new ArrayList<>();
        for (int physical = 0; physical < shards.count(); physical++) {
            try (Connection connection = shards.dataSource(physical).getConnection();
                    PreparedStatement query = connection.prepareStatement("select 1 from " + table + " where id = ?")) {
                query.setLong(1, id);
                try (ResultSet rows = query.executeQuery()) {
                    if (rows.next()) {
                        holding.add(physical);
                    }
                }
            }
        }
        return holding;
    }
}
