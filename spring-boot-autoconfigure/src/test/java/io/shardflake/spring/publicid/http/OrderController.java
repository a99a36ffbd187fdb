package io.shardflake.spring.publicid.http;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.publicid.PublicId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.mvc.method.annotation.MvcUriComponentsBuilder;

/** What a client sends to order: its customer's public id. */
record NewOrder(@PublicId("cus") long customer, String item) {
}

/** An order as the world sees it: its own and its customer's ids as public ids. */
record OrderView(@PublicId("ord") long id, @PublicId("cus") long customer, String item) {
}

@RestController
class OrderController {

    private final SnowflakeGenerator generator;
    private final Map<Long, OrderView> orders = new ConcurrentHashMap<>();   // a repository, in a real shop

    OrderController(SnowflakeGenerator generator) {
        this.generator = generator;
    }

    @PostMapping("/orders")
    ResponseEntity<OrderView> create(@RequestBody NewOrder order) {
        OrderView made = new OrderView(generator.nextId(), order.customer(), order.item());
        orders.put(made.id(), made);
        // Location: .../orders/ord_1...: links to a handler method carry public ids too
        return ResponseEntity.created(MvcUriComponentsBuilder.fromMethodName(OrderController.class, "order",
                made.id()).build().toUri()).body(made);
    }

    @GetMapping("/orders/{id}")
    ResponseEntity<OrderView> order(@PublicId("ord") @PathVariable long id) {
        return ResponseEntity.of(Optional.ofNullable(orders.get(id)));   // 404 for an order nobody made
    }

    @GetMapping("/orders")
    List<OrderView> ofCustomer(@PublicId("cus") @RequestParam long customer) {
        return orders.values().stream().filter(order -> order.customer() == customer).toList();
    }
}
