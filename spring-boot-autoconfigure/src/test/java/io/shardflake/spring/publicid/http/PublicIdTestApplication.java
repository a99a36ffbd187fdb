package io.shardflake.spring.publicid.http;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.publicid.PublicId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.MvcUriComponentsBuilder;

/**
 * A shop that shows the world public ids only: orders and customers are {@code @PublicId}s in its JSON and its URLs,
 * and it keeps plain Shardflake ids. Its own package keeps component scanning away from the other tests'
 * configurations; no database (the orders live in a map, and without a DataSource neither JPA nor the lease starts),
 * so the worker id is set. Each line's name of the DataSource's configuration: Boot ignores the other line's.
 */
@SpringBootApplication(excludeName = {"org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
        "org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration"})
public class PublicIdTestApplication {

    /** What a client sends to order: its customer's public id. */
    public record NewOrder(@PublicId("cus") long customer, String item) {
    }

    /** An order as the world sees it. */
    public record OrderView(@PublicId("ord") long id, @PublicId("cus") long customer, String item) {
    }

    /** For the tests only: the id an order's public id came back as, beside the public id it has now. */
    public record StoredId(@PublicId("ord") long id, String stored) {
    }

    @RestController
    static class Orders {

        private final SnowflakeGenerator generator;
        private final Map<Long, OrderView> orders = new ConcurrentHashMap<>();

        Orders(SnowflakeGenerator generator) {
            this.generator = generator;
        }

        /** The link to the new order is written by Spring from the handler method, with its public id. */
        @PostMapping("/orders")
        ResponseEntity<OrderView> create(@RequestBody NewOrder order) {
            OrderView made = new OrderView(generator.nextId(), order.customer(), order.item());
            orders.put(made.id(), made);
            return ResponseEntity.created(MvcUriComponentsBuilder.fromMethodName(Orders.class, "order", made.id())
                    .build().toUri()).body(made);
        }

        @GetMapping("/orders/{id}")
        ResponseEntity<OrderView> order(@PublicId("ord") @PathVariable long id) {
            return ResponseEntity.of(Optional.ofNullable(orders.get(id)));
        }

        @GetMapping("/orders")
        List<OrderView> ofCustomer(@PublicId("cus") @RequestParam long customer) {
            return orders.values().stream().filter(order -> order.customer() == customer).toList();
        }

        @GetMapping("/orders/{id}/stored-id")
        StoredId storedId(@PublicId("ord") @PathVariable long id) {
            return new StoredId(id, Long.toString(id));
        }
    }
}
