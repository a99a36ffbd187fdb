package io.shardflake.sample.service;

import io.shardflake.IdRange;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.sample.domain.Customer;
import io.shardflake.sample.domain.CustomerOrder;
import io.shardflake.sample.shard.ShardRouter;
import io.shardflake.sample.shard.ShardTransactions;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.time.Instant;
import java.util.List;
import org.springframework.stereotype.Service;

/**
 * Places and reads orders. An order's id carries its customer's logical shard, so the order, its customer and
 * every later read by either id go to one database.
 */
@Service
public class OrderService {

    private final ShardRouter router;
    private final ShardTransactions transactions;
    private final OrderWindow window;
    private final Views views;

    @PersistenceContext
    private EntityManager entityManager;

    OrderService(ShardRouter router, ShardTransactions transactions, OrderWindow window, Views views) {
        this.router = router;
        this.transactions = transactions;
        this.window = window;
        this.views = views;
    }

    /**
     * @throws NotFoundException if the customer does not exist
     */
    public OrderView place(SnowflakeGenerator generator, long customerId, String product, int quantity,
            long amountCents) {
        int logical = router.logicalOf(customerId);
        long id = generator.nextId(logical);
        return transactions.write(router.physicalOfLogical(logical), () -> {
            Customer customer = NotFoundException.unlessNull(entityManager.find(Customer.class, customerId),
                    "customer", customerId);
            CustomerOrder order = new CustomerOrder(id, customer, product, quantity, amountCents);
            entityManager.persist(order);
            return views.of(order);
        });
    }

    /**
     * @throws NotFoundException if the order's database has no such row
     */
    public OrderView find(long id) {
        return transactions.read(router.physicalOf(id), () -> {
            return views.of(NotFoundException.unlessNull(entityManager.find(CustomerOrder.class, id), "order", id));
        });
    }

    /**
     * @return the customer's orders, oldest first, from the customer's database only
     * @throws NotFoundException if the customer does not exist
     */
    public List<OrderView> ofCustomer(long customerId) {
        return transactions.read(router.physicalOf(customerId), () -> {
            NotFoundException.unlessNull(entityManager.find(Customer.class, customerId), "customer", customerId);
            // Joined to the customer, so ShardingSphere routes it by the customer's id (bound tables) to one database.
            return entityManager.createQuery("select o from CustomerOrder o join o.customer c where c.id = :customer"
                    + " order by o.id", CustomerOrder.class)
                    .setParameter("customer", customerId)
                    .getResultList().stream().map(views::of).toList();
        });
    }

    /**
     * Orders made in {@code [from, to]}: the window becomes an id range (time is the id's leading field, so the
     * primary key index answers), and the engine's {@link OrderWindow} reads it from every database in id order.
     *
     * @param newestFirst descending instead of ascending
     */
    public List<OrderView> inWindow(Instant from, Instant to, int limit, boolean newestFirst) {
        IdRange range = router.layout().idRange(from, to);
        if (range.isEmpty()) {
            return List.of();
        }
        return window.find(range, limit, newestFirst, views::of);
    }
}
