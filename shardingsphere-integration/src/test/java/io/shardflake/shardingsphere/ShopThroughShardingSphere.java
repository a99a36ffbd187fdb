package io.shardflake.shardingsphere;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.sql.DataSource;
import org.apache.shardingsphere.driver.api.yaml.YamlShardingSphereDataSourceFactory;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * Rows written through ShardingSphere with both SHARDFLAKE algorithms and the key generator, then read back with
 * plain JDBC on each physical database, around ShardingSphere. One set of databases and one ShardingSphere
 * DataSource per subclass (H2, PostgreSQL); every test adds rows of its own and looks only at them.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class ShopThroughShardingSphere {

    private static final IdLayout LAYOUT = LayoutPreset.SHARDFLAKE.layout();
    private static final int DATABASES = 4;

    private PhysicalDatabases databases;
    private DataSource shardingSphere;
    private ShardflakeKeyGenerateAlgorithm keyGenerator;
    // The application's own generator, for orders: their ids must carry their customer's shard.
    private final SnowflakeGenerator orderIds = SnowflakeGenerator.builder(LAYOUT).workerId(99).build();

    /** @return the databases, started */
    abstract PhysicalDatabases start() throws Exception;

    /** @return the key generator's worker props for these databases */
    abstract Map<String, String> workerProps(PhysicalDatabases databases);

    @BeforeAll
    void startShardingSphere() throws Exception {
        databases = start();
        for (int n = 0; n < DATABASES; n++) {
            databases.execute(n, "create table customers (id bigint primary key, email varchar(100) not null)",
                    "create table orders (id bigint primary key, customer_id bigint not null references customers (id),"
                            + " product varchar(100) not null)");
        }
        Map<String, String> props = workerProps(databases);
        String yaml = ShopYaml.of(databases, getClass().getSimpleName().toLowerCase(), props);
        shardingSphere = YamlShardingSphereDataSourceFactory.createDataSource(yaml.getBytes(StandardCharsets.UTF_8));
        // The auto table through ShardingSphere's DDL: it makes events_0..events_15 where they belong.
        try (Connection connection = shardingSphere.getConnection(); Statement statement = connection.createStatement()) {
            statement.execute("create table events (id bigint primary key, kind varchar(50) not null)");
        }
        keyGenerator = Algorithms.keyGenerator(Algorithms.props(props.entrySet().stream()
                .flatMap(e -> java.util.stream.Stream.of(e.getKey(), e.getValue())).toArray(String[]::new)));
    }

    @AfterAll
    void stop() throws Exception {
        ((AutoCloseable) shardingSphere).close();
        // ShardingSphere closes no key generator; the test gives the worker identity back itself.
        keyGenerator.close();
        databases.close();
    }

    @Test
    void aCustomerIsOnExactlyTheDatabaseItsGeneratedIdNames() throws SQLException {
        Set<Integer> logicals = new HashSet<>();
        for (int i = 0; i < 32; i++) {
            long id = insertCustomer("own-" + i + "@example.com");
            logicals.add(logical(id));
            assertThat(holders("customers", id)).as("customer %d", id).containsExactly(physical(id));
        }
        // 32 keys dealt in turn over 16 logical shards: every logical shard and every database got rows.
        assertThat(logicals).hasSize(16);
    }

    @Test
    void anOrderIsOnItsCustomersDatabaseAndJoinsThroughTheBindingTables() throws SQLException {
        for (int i = 0; i < 12; i++) {
            long customer = insertCustomer("parent-" + i + "@example.com");
            long order = orderIds.nextId(logical(customer));
            try (Connection connection = shardingSphere.getConnection();
                    PreparedStatement insert = connection.prepareStatement(
                            "insert into orders (id, customer_id, product) values (?, ?, ?)")) {
                insert.setLong(1, order);
                insert.setLong(2, customer);
                insert.setString(3, "book-" + i);
                insert.executeUpdate();
            }
            assertThat(holders("orders", order)).containsExactly(physical(customer));
            try (Connection connection = shardingSphere.getConnection();
                    PreparedStatement join = connection.prepareStatement("select c.email, o.product from customers c"
                            + " join orders o on c.id = o.customer_id where c.id = ?")) {
                join.setLong(1, customer);
                try (ResultSet rows = join.executeQuery()) {
                    assertThat(rows.next()).isTrue();
                    assertThat(rows.getString(1)).isEqualTo("parent-" + i + "@example.com");
                    assertThat(rows.getString(2)).isEqualTo("book-" + i);
                    assertThat(rows.next()).isFalse();
                }
            }
        }
    }

    @Test
    void inAndRangeQueriesFindExactlyTheirRowsAcrossDatabases() throws SQLException {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            ids.add(insertCustomer("range-" + i + "@example.com"));
        }
        List<Long> some = List.of(ids.get(1), ids.get(6), ids.get(11), ids.get(19));
        assertThat(some.stream().map(this::physical).distinct()).hasSizeGreaterThan(1);
        assertThat(query("select id from customers where id in (?, ?, ?, ?) order by id", some.toArray()))
                .containsExactlyElementsOf(some.stream().sorted().toList());

        List<Long> sorted = ids.stream().sorted().toList();
        List<Long> middle = sorted.subList(4, 15);
        assertThat(query("select id from customers where id between ? and ? order by id", middle.get(0),
                middle.get(middle.size() - 1))).containsExactlyElementsOf(middle);
        assertThat(query("select id from customers where id > ? and id <= ? order by id desc", sorted.get(9),
                sorted.get(12))).containsExactly(sorted.get(12), sorted.get(11), sorted.get(10));
        // Paging is ShardingSphere's merge across the databases: the 3 after the first 5, in id order.
        assertThat(query("select id from customers where id >= ? order by id limit 3 offset 5", sorted.get(0)))
                .containsExactlyElementsOf(sorted.subList(5, 8));
    }

    @Test
    void anAutoTableRowIsInTheTableOfItsLogicalShardOnItsDatabase() throws SQLException {
        for (int i = 0; i < 20; i++) {
            long id;
            try (Connection connection = shardingSphere.getConnection();
                    PreparedStatement insert = connection.prepareStatement("insert into events (kind) values (?)",
                            Statement.RETURN_GENERATED_KEYS)) {
                insert.setString(1, "kind-" + i);
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    assertThat(keys.next()).isTrue();
                    id = keys.getLong(1);
                }
            }
            int logical = logical(id);
            List<String> holders = new ArrayList<>();
            for (int n = 0; n < DATABASES; n++) {
                for (int table = 0; table < 16; table++) {
                    if (table % DATABASES == n && holds(n, "events_" + table, id)) {
                        holders.add("ds_" + n + ".events_" + table);
                    }
                }
            }
            assertThat(holders).containsExactly("ds_" + logical % DATABASES + ".events_" + logical);
            assertThat(query("select id from events where id = ?", id)).containsExactly(id);
        }
    }

    private long insertCustomer(String email) throws SQLException {
        try (Connection connection = shardingSphere.getConnection();
                PreparedStatement insert = connection.prepareStatement("insert into customers (email) values (?)",
                        Statement.RETURN_GENERATED_KEYS)) {
            insert.setString(1, email);
            insert.executeUpdate();
            try (ResultSet keys = insert.getGeneratedKeys()) {
                assertThat(keys.next()).isTrue();
                return keys.getLong(1);
            }
        }
    }

    private List<Long> query(String sql, Object... parameters) throws SQLException {
        List<Long> ids = new ArrayList<>();
        try (Connection connection = shardingSphere.getConnection();
                PreparedStatement query = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                query.setObject(i + 1, parameters[i]);
            }
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    ids.add(rows.getLong(1));
                }
            }
        }
        return ids;
    }

    /** @return the physical databases whose table holds the id, read with plain JDBC */
    private List<Integer> holders(String table, long id) throws SQLException {
        List<Integer> found = new ArrayList<>();
        for (int n = 0; n < DATABASES; n++) {
            if (holds(n, table, id)) {
                found.add(n);
            }
        }
        return found;
    }

    private boolean holds(int database, String table, long id) throws SQLException {
        try (Connection connection = databases.connect(database);
                PreparedStatement query = connection.prepareStatement("select 1 from " + table + " where id = ?")) {
            query.setLong(1, id);
            try (ResultSet rows = query.executeQuery()) {
                return rows.next();
            }
        }
    }

    private int logical(long id) {
        return (int) LAYOUT.extract(IdField.SHARD, id);
    }

    private int physical(long id) {
        return logical(id) % DATABASES;
    }
}
