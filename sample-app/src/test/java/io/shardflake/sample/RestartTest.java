package io.shardflake.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.sample.service.CustomerService;
import io.shardflake.sample.service.CustomerView;
import io.shardflake.sample.service.OrderService;
import io.shardflake.sample.service.ShardStats;
import io.shardflake.sample.service.ShardStatsService;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/** H2 files survive a restart: every row is still found by its id, and new ids sort after the old ones. */
class RestartTest {

    @TempDir
    Path dataDir;

    @Test
    void aRestartKeepsEveryRowAndIdsKeepIncreasing() {
        List<Long> ids = new ArrayList<>();
        List<ShardStats> statsBefore;
        try (ConfigurableApplicationContext first = start()) {
            CustomerService customers = first.getBean(CustomerService.class);
            OrderService orders = first.getBean(OrderService.class);
            SnowflakeGenerator generator = first.getBean(SnowflakeGenerator.class);
            for (int i = 0; i < 30; i++) {
                CustomerView customer = customers.create(generator, "restart-" + i + "@example.com", "R");
                ids.add(customer.id());
                ids.add(orders.place(generator, customer.id(), "lamp", 2, 4000).id());
            }
            statsBefore = first.getBean(ShardStatsService.class).perShard();
        }

        try (ConfigurableApplicationContext second = start()) {
            CustomerService customers = second.getBean(CustomerService.class);
            OrderService orders = second.getBean(OrderService.class);
            assertThat(second.getBean(ShardStatsService.class).perShard()).isEqualTo(statsBefore);
            for (int i = 0; i < ids.size(); i += 2) {
                assertThat(customers.find(ids.get(i)).id()).isEqualTo(ids.get(i));
                assertThat(orders.find(ids.get(i + 1)).customerId()).isEqualTo(ids.get(i));
            }
            long newest = ids.stream().mapToLong(Long::longValue).max().orElseThrow();
            CustomerView after = customers.create(second.getBean(SnowflakeGenerator.class), "after@example.com", "A");
            assertThat(after.id()).isGreaterThan(newest);
        }
        assertThat(statsBefore.stream().mapToLong(ShardStats::customers).sum()).isEqualTo(30);
    }

    private ConfigurableApplicationContext start() {
        return new SpringApplicationBuilder(SampleApplication.class).web(WebApplicationType.NONE)
                .run("--sample.shards.url=jdbc:h2:file:" + dataDir.toAbsolutePath() + "/shard-{n}",
                        "--spring.main.banner-mode=off");
    }
}
