package io.shardflake.sample.service;

import io.shardflake.sample.domain.Customer;
import io.shardflake.sample.domain.CustomerOrder;
import io.shardflake.sample.shard.ShardRouter;
import org.springframework.stereotype.Component;

/** Entities to views, with the shard fields read from the ids; one for the services to share. */
@Component
final class Views {

    private final ShardRouter router;

    Views(ShardRouter router) {
        this.router = router;
    }

    CustomerView of(Customer customer) {
        long id = customer.getId();
        return new CustomerView(id, customer.getEmail(), customer.getName(), router.logicalOf(id),
                router.physicalOf(id));
    }

    OrderView of(CustomerOrder order) {
        long id = order.getId();
        return new OrderView(id, order.getCustomerId(), order.getProduct(), order.getQuantity(),
                order.getAmountCents(), router.layout().decode(id).timestamp(), router.logicalOf(id),
                router.physicalOf(id));
    }
}
