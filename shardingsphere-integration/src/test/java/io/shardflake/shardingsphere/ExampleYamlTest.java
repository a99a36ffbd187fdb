package io.shardflake.shardingsphere;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * The guide's configuration ({@code shardflake-example.yaml}), opened the way an application opens it: through
 * {@code org.apache.shardingsphere.driver.ShardingSphereDriver} with a {@code jdbc:shardingsphere:classpath:} URL.
 */
class ExampleYamlTest {

    private static final String URL = "jdbc:shardingsphere:classpath:shardflake-example.yaml";

    @Test
    void theGuidesConfigurationRoutesACustomerAndItsOrderToOneDatabase() throws Exception {
        for (int n = 0; n < 4; n++) {
            try (Connection connection = DriverManager.getConnection("jdbc:h2:mem:example_" + n
                    + ";DB_CLOSE_DELAY=-1;MODE=MySQL", "sa", ""); Statement statement = connection.createStatement()) {
                statement.execute("create table if not exists customers (id bigint primary key, email varchar(100))");
                statement.execute("create table if not exists orders (id bigint primary key, customer_id bigint,"
                        + " product varchar(100))");
            }
        }
        long customer;
        try (Connection connection = DriverManager.getConnection(URL)) {
            try (PreparedStatement insert = connection.prepareStatement("insert into customers (email) values (?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                insert.setString(1, "ada@example.com");
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    keys.next();
                    customer = keys.getLong(1);
                }
            }
            try (PreparedStatement insert = connection.prepareStatement(
                    "insert into orders (id, customer_id, product) values (?, ?, ?)")) {
                insert.setLong(1, customer + 16); // 16 ids on: the same shard field, so its customer's database
                insert.setLong(2, customer);
                insert.setString(3, "book");
                insert.executeUpdate();
            }
            try (Statement statement = connection.createStatement();
                    ResultSet rows = statement.executeQuery("select count(*) from shardflake_worker_lease where worker_id >= 0")) {
                rows.next();
                assertThat(rows.getInt(1)).as("the lease row, read through ShardingSphere").isEqualTo(1);
            }
        }
        int database = (int) (customer % 16 % 4);
        try (Connection connection = DriverManager.getConnection("jdbc:h2:mem:example_" + database
                + ";DB_CLOSE_DELAY=-1;MODE=MySQL", "sa", ""); Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery("select c.email, o.product from customers c join orders o"
                        + " on o.customer_id = c.id where c.id = " + customer)) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getString(1)).isEqualTo("ada@example.com");
            assertThat(rows.getString(2)).isEqualTo("book");
        }
    }
}
