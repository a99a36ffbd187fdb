package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.entities.shard.Customer;
import io.shardflake.hibernate.entities.shard.CustomerOrder;
import io.shardflake.hibernate.entities.shard.Payment;
import io.shardflake.hibernate.entities.shard.Region;
import io.shardflake.hibernate.entities.shard.RegionalEntity;
import io.shardflake.hibernate.entities.shard.Tag;
import io.shardflake.hibernate.entities.shard.TaggedNote;
import io.shardflake.hibernate.entities.shard.Unkeyed;
import io.shardflake.hibernate.support.JdbcCounts;
import io.shardflake.hibernate.support.Services;
import io.shardflake.hibernate.support.TestHibernate;
import io.shardflake.hibernate.support.Databases;
import io.shardflake.shard.ShardFunction;
import io.shardflake.shard.ShardHasher;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.Hibernate;
import org.hibernate.SessionFactory;
import org.hibernate.id.IdentifierGenerationException;
import org.junit.jupiter.api.Test;

/** @ShardKey: co-location by association, shard-of-id, hashing, and the default shard. */
class ShardKeyTest extends SessionFactoryPerClass {

    private static final int SHARDS = 16;
    /** χ² critical value for 15 degrees of freedom at p = 0.001. */
    private static final double CRITICAL_15 = 37.697;

    private final JdbcCounts jdbc = new JdbcCounts();

    @Override
    SessionFactory boot() {
        return TestHibernate.on(jdbc.wrap(Databases.h2()))
                .setting(ShardflakeSettings.SHARD_DEFAULT, 5)
                .entities(Customer.class, CustomerOrder.class, Payment.class, RegionalEntity.class, Tag.class,
                        TaggedNote.class, Unkeyed.class)
                .build();
    }

    @Test
    void ordersLandOnTheirCustomersShard() {
        List<Customer> customers = new ArrayList<>();
        List<CustomerOrder> orders = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int c = 0; c < 200; c++) {
                Customer customer = new Customer("account-" + c);
                session.persist(customer);
                customers.add(customer);
                for (int o = 0; o < 5; o++) {
                    CustomerOrder order = new CustomerOrder(customer);
                    session.persist(order);
                    orders.add(order);
                }
            }
        });

        for (CustomerOrder order : orders) {
            assertThat(shard(order.id)).as("order %d of customer %d", order.id, order.customer.id)
                    .isEqualTo(shard(order.customer.id));
        }
        // The customers themselves are spread by their hashed account, so this is not "everything in shard 0".
        assertThat(customers.stream().map(c -> shard(c.id)).distinct().count()).isEqualTo(SHARDS);
    }

    @Test
    void anUninitialisedProxyGivesItsIdWithoutLoading() {
        Customer customer = new Customer("proxied");
        factory.inTransaction(session -> session.persist(customer));

        jdbc.start();
        CustomerOrder order = factory.fromTransaction(session -> {
            Customer reference = session.getReference(Customer.class, customer.id);
            CustomerOrder created = new CustomerOrder(reference);
            session.persist(created);
            assertThat(Hibernate.isInitialized(reference)).isFalse();
            return created;
        });
        jdbc.stop();

        assertThat(shard(order.id)).isEqualTo(shard(customer.id));
        assertThat(jdbc.queries()).isEmpty();
    }

    @Test
    void shardOfIdOnAPlainLong() {
        Customer customer = new Customer("payer");
        factory.inTransaction(session -> session.persist(customer));
        Payment payment = new Payment();
        payment.customerId = customer.id;
        factory.inTransaction(session -> session.persist(payment));
        assertThat(shard(payment.id)).isEqualTo(shard(customer.id));
    }

    @Test
    void hashedKeysFollowTheCoreHashAndSpreadEvenly() {
        List<Customer> customers = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < 3_200; i++) {
                Customer customer = new Customer("tenant-" + i);
                session.persist(customer);
                customers.add(customer);
            }
        });

        ShardFunction hashing = ShardFunction.hashing(SHARDS);
        long[] counts = new long[SHARDS];
        for (Customer customer : customers) {
            int shard = shard(customer.id);
            assertThat(shard).isEqualTo(hashing.shardOf(customer.account));
            counts[shard]++;
        }
        double expected = customers.size() / (double) SHARDS;
        double chiSquared = 0;
        for (long count : counts) {
            chiSquared += (count - expected) * (count - expected) / expected;
        }
        assertThat(chiSquared).isLessThan(CRITICAL_15);
    }

    @Test
    void enumKeysReadThroughAGetterHashTheirName() {
        RegionalEntity entity = new RegionalEntity();
        entity.setRegion(Region.APAC);
        factory.inTransaction(session -> session.persist(entity));
        assertThat(shard(entity.getId())).isEqualTo(ShardHasher.reduce(ShardHasher.hash("APAC"), SHARDS));
    }

    @Test
    void anAssociationToAnEntityWithAnotherKindOfIdHashesThatId() {
        Tag tag = new Tag();
        TaggedNote note = new TaggedNote();
        note.tag = tag;
        factory.inTransaction(session -> {
            session.persist(tag);
            session.persist(note);
        });
        assertThat(shard(note.id)).isEqualTo(ShardFunction.hashing(SHARDS).shardOf(tag.id));
    }

    @Test
    void withoutAShardKeyTheDefaultShard() {
        Unkeyed entity = new Unkeyed();
        factory.inTransaction(session -> session.persist(entity));
        assertThat(shard(entity.id)).isEqualTo(5);
    }

    @Test
    void aNullKeyFailsTheInsertInsteadOfPickingAShard() {
        assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(new CustomerOrder(null))))
                .isInstanceOf(IdentifierGenerationException.class)
                .hasMessage("@ShardKey CustomerOrder.customer is null: set it before the entity is persisted, "
                        + "since the new id's shard is taken from it");
    }

    @Test
    void aKeyEntityWithoutAnIdYetFailsTheInsert() {
        assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(new CustomerOrder(new Customer("new")))))
                .isInstanceOf(IdentifierGenerationException.class)
                .hasMessage("@ShardKey CustomerOrder.customer points to a Customer without an id yet: persist the "
                        + "Customer first, so that the new id can take its shard");
    }

    @Test
    void aSmallerShardCountKeepsHashedKeysInItsRange() {
        try (SessionFactory four = TestHibernate.onH2().setting(ShardflakeSettings.SHARD_COUNT, "4")
                .entities(Customer.class).build()) {
            List<Customer> customers = new ArrayList<>();
            four.inTransaction(session -> {
                for (int i = 0; i < 200; i++) {
                    Customer customer = new Customer("small-" + i);
                    session.persist(customer);
                    customers.add(customer);
                }
            });
            SnowflakeGenerator small = Services.snowflake(four);
            assertThat(customers.stream().map(c -> small.decode(c.id).shard()).distinct().sorted().toList())
                    .containsExactly(0, 1, 2, 3);
        }
    }

    private int shard(long id) {
        return generator.decode(id).shard();
    }
}
