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
        // Margins on both sides: the generator's clock may differ from Instant.now() by a millisecond or so.
        Thread.sleep(20);
        Instant windowStart = Instant.now();
        Thread.sleep(20);
        List<Long> inside = placeOrders("inside", 24);
        Thread.sleep(20);
        Instant windowEnd = Instant.now();

        List<Long> all = orders.inWindow(windowStart, windowEnd, 1000, false).stream().map(OrderView::id).toList();
        assertThat(all).containsExactlyElementsOf(inside.stream().sorted().toList()).doesNotContainAnyElementsOf(before);
        assertThat(all.stream().map(router::physicalOf).distinct()).hasSizeGreaterThan(1);

        assertThat(orders.inWindow(windowStart, windowEnd, 5, false)).extracting(OrderView::id)
                .containsExactlyElementsOf(all.subList(0, 5));
        assertThat(orders.inWindow(windowStart, windowEnd, 5, true)).extracting(OrderView::id)
                .containsExactlyElementsOf(all.stream().sorted(Comparator.reverseOrder()).limit(5).toList());
        assertThat(orders.inWindow(windowStart, windowEnd, 1000, false)).extracting(OrderView::createdAt)
                .isSorted().allMatch(t -> t.isAfter(windowStart) && t.isBefore(windowEnd));
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
