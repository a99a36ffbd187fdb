package io.shardflake.sample.web;

import io.shardflake.sample.service.OrderService;
import io.shardflake.sample.service.OrderView;
import java.time.Instant;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** {@code /orders}: one order by id, or a time window across every shard. */
@RestController
@RequestMapping("/orders")
class OrderController {

    static final int MAX_LIMIT = 1000;

    private final OrderService orders;

    OrderController(OrderService orders) {
        this.orders = orders;
    }

    /** @param format {@code decimal} or {@code base32}: the form of {@code id}, read by {@link PathId} */
    @GetMapping("/{id}")
    OrderView find(@PathVariable String id, @RequestParam(name = PathId.FORMAT, required = false) String format) {
        return orders.find(PathId.read(id, format));
    }

    /**
     * @param from start of the window, ISO-8601 (default: the layout's epoch)
     * @param to end of the window, ISO-8601 (default: now)
     * @param limit at most this many, 1..1000
     * @param order {@code asc} (oldest first, the default) or {@code desc}
     */
    @GetMapping
    List<OrderView> inWindow(@RequestParam(required = false) Instant from, @RequestParam(required = false) Instant to,
            @RequestParam(defaultValue = "100") int limit, @RequestParam(defaultValue = "asc") String order) {
        if (limit < 1 || limit > MAX_LIMIT) {
            throw new InvalidParameterException("limit", Integer.toString(limit), "1.." + MAX_LIMIT);
        }
        if (!order.equals("asc") && !order.equals("desc")) {
            throw new InvalidParameterException("order", order, "asc or desc");
        }
        Instant start = from != null ? from : Instant.EPOCH;
        Instant end = to != null ? to : Instant.now();
        if (start.isAfter(end)) {
            throw new InvalidParameterException("from", start.toString(), "not after to (" + end + ")");
        }
        return orders.inWindow(start, end, limit, order.equals("desc"));
    }
}
