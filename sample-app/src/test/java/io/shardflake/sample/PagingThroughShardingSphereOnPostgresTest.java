package io.shardflake.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.sample.domain.CustomerOrder;
import io.shardflake.sample.service.CustomerView;
import io.shardflake.sample.service.OrderView;
import io.shardflake.sample.shard.ShardTransactions;
import io.shardflake.sample.shard.ShardingSphereEngineConfiguration;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.test.context.ActiveProfiles;

/**
 * Hibernate's paging ({@code setFirstResult}, {@code setMaxResults}) through ShardingSphere-JDBC on four PostgreSQL
 * databases: ShardingSphere rewrites the page for each database and merges the answers, so every page equals the
 * same slice of all the rows in id order.
 */
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.NONE)
@ActiveProfiles({"postgres", ShardingSphereEngineConfiguration.PROFILE})
class PagingThroughShardingSphereOnPostgresTest extends ShardedAppBeans {

    @Autowired
    ShardTransactions transactions;

    @PersistenceContext
    EntityManager entityManager;

    @Test
    void everyPageIsTheSameSliceOfAllOrdersInIdOrder() {
        List<Long> made = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            CustomerView customer = customers.create(generator, "page-" + i + "@example.com", "P " + i);
            made.add(orders.place(generator, customer.id(), "p", 1, 100).id());
            made.add(orders.place(generator, customer.id(), "q", 2, 200).id());
        }
        List<Long> sorted = made.stream().sorted().toList();
        assertThat(sorted.stream().map(router::physicalOf).distinct()).hasSize(4);

        for (int first = 0; first < sorted.size(); first += 7) {
            int from = first;
            List<Long> page = transactions.readRoutedByEngine(() -> entityManager.createQuery("select o from"
                    + " CustomerOrder o where o.id between :min and :max order by o.id", CustomerOrder.class)
                    .setParameter("min", sorted.get(0)).setParameter("max", sorted.get(sorted.size() - 1))
                    .setFirstResult(from).setMaxResults(7).getResultList().stream().map(CustomerOrder::getId)
                    .toList());
            assertThat(page).as("page from %d", from)
                    .containsExactlyElementsOf(sorted.subList(from, Math.min(from + 7, sorted.size())));
        }
        // The service's window: one query, limited, in both directions.
        Instant from = Instant.EPOCH;
        Instant to = Instant.now().plusSeconds(1);
        assertThat(orders.inWindow(from, to, 5, true)).extracting(OrderView::id)
                .containsExactlyElementsOf(sorted.stream().sorted(Comparator.reverseOrder()).limit(5).toList());
    }
}
