package io.shardflake.sample.web;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.sample.service.CustomerService;
import io.shardflake.sample.service.CustomerView;
import io.shardflake.sample.service.OrderService;
import io.shardflake.sample.service.OrderView;
import jakarta.validation.Valid;
import java.net.URI;
import java.util.List;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code /customers}: create, read, and a customer's orders (all on the customer's database). A customer's id in the
 * path is read by {@link PathId}: {@code ?format=decimal} or {@code ?format=base32} names its form.
 */
@RestController
@RequestMapping("/customers")
class CustomerController {

    private final SnowflakeGenerator generator;
    private final CustomerService customers;
    private final OrderService orders;

    CustomerController(SnowflakeGenerator generator, CustomerService customers, OrderService orders) {
        this.generator = generator;
        this.customers = customers;
        this.orders = orders;
    }

    @PostMapping
    ResponseEntity<CustomerView> create(@Valid @RequestBody CreateCustomerRequest request) {
        CustomerView customer = customers.create(generator, request.email(), request.name());
        return ResponseEntity.created(URI.create("/customers/" + customer.id())).body(customer);
    }

    @GetMapping("/{id}")
    CustomerView find(@PathVariable String id, @RequestParam(name = PathId.FORMAT, required = false) String format) {
        return customers.find(PathId.read(id, format));
    }

    @PostMapping("/{id}/orders")
    ResponseEntity<OrderView> placeOrder(@PathVariable String id, @RequestParam(name = PathId.FORMAT, required = false) String format,
            @Valid @RequestBody PlaceOrderRequest request) {
        OrderView order = orders.place(generator, PathId.read(id, format), request.product(), request.quantity(),
                request.amountCents());
        return ResponseEntity.created(URI.create("/orders/" + order.id())).body(order);
    }

    @GetMapping("/{id}/orders")
    List<OrderView> orders(@PathVariable String id, @RequestParam(name = PathId.FORMAT, required = false) String format) {
        return orders.ofCustomer(PathId.read(id, format));
    }
}
