package example.shop;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.DecodedId;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.shard.ShardHasher;
import jakarta.persistence.EntityManager;
import jakarta.persistence.EntityManagerFactory;
import jakarta.persistence.Persistence;
import java.util.List;
import org.hibernate.Version;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The shop on whatever Hibernate the build chose: ids by annotation and by name, on the shards @ShardKey says. */
class ShopTest {

    private static final IdLayout LAYOUT = LayoutPreset.SHARDFLAKE.layout();
    private static EntityManagerFactory shop;

    @BeforeAll
    static void open() {
        System.out.println("Hibernate " + Version.getVersionString());
        shop = Persistence.createEntityManagerFactory("shop");
    }

    @AfterAll
    static void close() {
        shop.close();
    }

    @Test
    void aCustomerIsOnTheShardOfItsAccountAndItsOrdersOnItsShard() {
        Customer customer = new Customer("acme");
        PurchaseOrder first = new PurchaseOrder(customer);
        PurchaseOrder second = new PurchaseOrder(customer);
        inTransaction(entities -> {
            entities.persist(customer);
            entities.persist(first);
            entities.persist(second);
        });

        DecodedId customerId = LAYOUT.decode(customer.getId());
        assertThat(customerId.shard()).isEqualTo(ShardHasher.reduce(ShardHasher.hash("acme"), 16));
        assertThat(LAYOUT.decode(first.getId()).shard()).isEqualTo(customerId.shard());
        assertThat(LAYOUT.decode(second.getId()).shard()).isEqualTo(customerId.shard());
        assertThat(second.getId()).isGreaterThan(first.getId());
    }

    @Test
    void theWorkerIdIsLeasedInTheApplicationsDatabase() {
        Customer customer = new Customer("globex");
        inTransaction(entities -> entities.persist(customer));

        EntityManager entities = shop.createEntityManager();
        try {
            // Row -1 is the table's own stamp, not a worker's lease.
            List<?> leased = entities.createNativeQuery("SELECT worker_id FROM shardflake_worker_lease"
                    + " WHERE worker_id >= 0").getResultList();
            assertThat(leased).singleElement().extracting(id -> ((Number) id).intValue())
                    .isEqualTo(LAYOUT.decode(customer.getId()).worker());
        } finally {
            entities.close();
        }
    }

    @Test
    void anOrderReadBackIsTheOneWritten() {
        Customer customer = new Customer("initech");
        PurchaseOrder order = new PurchaseOrder(customer);
        inTransaction(entities -> {
            entities.persist(customer);
            entities.persist(order);
        });

        EntityManager entities = shop.createEntityManager();
        try {
            PurchaseOrder read = entities.find(PurchaseOrder.class, order.getId());
            assertThat(read.getCustomer().getAccount()).isEqualTo("initech");
        } finally {
            entities.close();
        }
    }

    private static void inTransaction(java.util.function.Consumer<EntityManager> work) {
        EntityManager entities = shop.createEntityManager();
        try {
            entities.getTransaction().begin();
            work.accept(entities);
            entities.getTransaction().commit();
        } finally {
            entities.close();
        }
    }
}
