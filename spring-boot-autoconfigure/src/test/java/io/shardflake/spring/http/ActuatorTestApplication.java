package io.shardflake.spring.http;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.SnowflakeId;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * A minimal web application for the HTTP tests: everything the classpath offers is auto-configured (web, actuator,
 * Micrometer, Jackson, JDBC on H2, Shardflake), plus one controller whose DTO carries a {@link SnowflakeId}.
 * Its own package keeps component scanning away from the other tests' configurations. JPA is left out: the lease
 * needs only the DataSource, and Hibernate would double the start-up time (excluded by each line's names; Boot ignores
 * the other line's).
 */
@SpringBootApplication(excludeName = {
        "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration",
        "org.springframework.boot.data.jpa.autoconfigure.DataJpaRepositoriesAutoConfiguration",
        "org.springframework.boot.autoconfigure.orm.jpa.HibernateJpaAutoConfiguration",
        "org.springframework.boot.autoconfigure.data.jpa.JpaRepositoriesAutoConfiguration" })
public class ActuatorTestApplication {

    /** What the controller sends and receives. */
    public record Order(@SnowflakeId Long id, long quantity) {
    }

    /** Hands out orders with new ids and echoes what it is sent, to show the JSON both ways. */
    @RestController
    static class OrderController {

        private final SnowflakeGenerator generator;

        OrderController(SnowflakeGenerator generator) {
            this.generator = generator;
        }

        @GetMapping("/orders/new")
        Order newOrder() {
            return new Order(generator.nextId(), 1);
        }

        @PostMapping("/orders/echo")
        Order echo(@RequestBody Order order) {
            return order;
        }
    }
}
