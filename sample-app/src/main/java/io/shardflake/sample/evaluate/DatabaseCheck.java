package io.shardflake.sample.evaluate;

import io.shardflake.sample.service.NotFoundException;
import io.shardflake.sample.service.OrderService;
import io.shardflake.sample.service.CustomerService;
import io.shardflake.sample.shard.PhysicalShards;
import io.shardflake.sample.shard.ShardRouter;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads every row back from every physical database (plain JDBC, around the application) and checks the
 * promises: ids unique across all databases and exactly the ones made, every order on its customer's shard, and
 * every id routing to the database that holds it — by computation for all rows, and through the services for a
 * sample.
 */
final class DatabaseCheck {

    /** Rows per physical database, and the violations found (empty when all is well). */
    record Outcome(long[] customers, long[] orders, List<String> violations) {
    }

    private static final int SERVICE_SAMPLE = 2000;

    private final PhysicalShards shards;
    private final ShardRouter router;
    private final CustomerService customerService;
    private final OrderService orderService;

    DatabaseCheck(PhysicalShards shards, ShardRouter router, CustomerService customerService,
            OrderService orderService) {
        this.shards = shards;
        this.router = router;
        this.customerService = customerService;
        this.orderService = orderService;
    }

    Outcome check(Set<Long> made) throws SQLException {
        List<String> violations = new ArrayList<>();
        long[] customerRows = new long[shards.count()];
        long[] orderRows = new long[shards.count()];
        Map<Long, Integer> whereFound = new HashMap<>();
        Set<Long> customerIds = new HashSet<>();
        for (int physical = 0; physical < shards.count(); physical++) {
            try (Connection connection = shards.dataSource(physical).getConnection();
                    Statement statement = connection.createStatement()) {
                try (ResultSet rows = statement.executeQuery("select id from customers")) {
                    while (rows.next()) {
                        long id = rows.getLong(1);
                        customerRows[physical]++;
                        customerIds.add(id);
                        record(id, physical, whereFound, violations);
                    }
                }
                try (ResultSet rows = statement.executeQuery("select id, customer_id from orders")) {
                    while (rows.next()) {
                        long id = rows.getLong(1);
                        long customerId = rows.getLong(2);
                        orderRows[physical]++;
                        record(id, physical, whereFound, violations);
                        if (router.logicalOf(id) != router.logicalOf(customerId)) {
                            violations.add("order " + id + " is on logical shard " + router.logicalOf(id)
                                    + ", its customer " + customerId + " on " + router.logicalOf(customerId));
                        }
                        if (router.physicalOf(customerId) != physical) {
                            violations.add("order " + id + " is on physical shard " + physical + ", its customer "
                                    + customerId + " routes to " + router.physicalOf(customerId));
                        }
                    }
                }
            }
        }
        if (!whereFound.keySet().equals(made)) {
            Set<Long> missing = new HashSet<>(made);
            missing.removeAll(whereFound.keySet());
            Set<Long> extra = new HashSet<>(whereFound.keySet());
            extra.removeAll(made);
            violations.add(missing.size() + " ids made are not in any database, " + extra.size()
                    + " rows were not made by this run");
        }
        checkThroughServices(new ArrayList<>(whereFound.keySet()), customerIds, violations);
        return new Outcome(customerRows, orderRows, violations);
    }

    private void record(long id, int physical, Map<Long, Integer> whereFound, List<String> violations) {
        Integer earlier = whereFound.put(id, physical);
        if (earlier != null) {
            violations.add("id " + id + " is on physical shards " + earlier + " and " + physical);
        }
        if (router.physicalOf(id) != physical) {
            violations.add("id " + id + " is on physical shard " + physical + " but routes to "
                    + router.physicalOf(id));
        }
    }

    /** A spread-out sample read by id alone through the services: they must find each row. */
    private void checkThroughServices(List<Long> ids, Set<Long> customerIds, List<String> violations) {
        int step = Math.max(1, ids.size() / SERVICE_SAMPLE);
        for (int i = 0; i < ids.size(); i += step) {
            long id = ids.get(i);
            try {
                long found = customerIds.contains(id) ? customerService.find(id).id() : orderService.find(id).id();
                if (found != id) {
                    violations.add("reading id " + id + " returned row " + found);
                }
            } catch (NotFoundException e) {
                violations.add("id " + id + " did not route to its row: " + e.getMessage());
            }
        }
    }
}
