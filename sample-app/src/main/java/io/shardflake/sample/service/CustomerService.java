package io.shardflake.sample.service;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.sample.domain.Customer;
import io.shardflake.sample.shard.ShardRouter;
import io.shardflake.sample.shard.ShardTransactions;
import io.shardflake.shard.ShardFunction;
import jakarta.persistence.EntityManager;
import jakarta.persistence.PersistenceContext;
import java.util.Locale;
import org.springframework.stereotype.Service;

/**
 * Creates and finds customers. Creating one: hash the email to a logical shard, make the id with that shard,
 * then open the transaction on the shard's database — in that order, because the transaction's connection is
 * chosen when it begins.
 */
@Service
public class CustomerService {

    private final ShardFunction shardFunction;
    private final ShardRouter router;
    private final ShardTransactions transactions;
    private final Views views;

    @PersistenceContext
    private EntityManager entityManager;

    CustomerService(ShardFunction shardFunction, ShardRouter router, ShardTransactions transactions, Views views) {
        this.shardFunction = shardFunction;
        this.router = router;
        this.transactions = transactions;
        this.views = views;
    }

    /**
     * @param generator the node's generator (the application's bean, or a simulated node's in the evaluation)
     * @param email the customer's email; lower-cased, so that one address always hashes to one shard
     * @param name the customer's name
     * @return the stored customer
     */
    public CustomerView create(SnowflakeGenerator generator, String email, String name) {
        String normalized = email.trim().toLowerCase(Locale.ROOT);
        int logical = shardFunction.shardOf(normalized);
        long id = generator.nextId(logical);
        return transactions.write(router.physicalOfLogical(logical), () -> {
            Customer customer = new Customer(id, normalized, name);
            entityManager.persist(customer);
            return views.of(customer);
        });
    }

    /**
     * @throws NotFoundException if the customer's database has no such row
     */
    public CustomerView find(long id) {
        return transactions.read(router.physicalOf(id), () -> {
            return views.of(NotFoundException.unlessNull(entityManager.find(Customer.class, id), "customer", id));
        });
    }
}
