package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.entities.colocated.Asset;
import io.shardflake.hibernate.entities.colocated.LinedOrder;
import io.shardflake.hibernate.entities.colocated.Ownership;
import io.shardflake.hibernate.entities.colocated.Shipment;
import io.shardflake.hibernate.entities.colocated.ShippingAddress;
import io.shardflake.hibernate.entities.shard.Customer;
import io.shardflake.hibernate.support.Databases;
import io.shardflake.hibernate.support.HibernateWords;
import io.shardflake.hibernate.support.TestHibernate;
import io.shardflake.shard.ShardFunction;
import java.util.List;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.id.IdentifierGenerationException;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * A {@link ShardKey} inside an embeddable routes like one on the entity. Before, it was never found and every row
 * took the default shard; a key in an element collection is refused, since an entity has one shard.
 */
class EmbeddedShardKeyTest extends SessionFactoryPerClass {

    /** @return the database the rows go to: H2 here, embedded PostgreSQL in the subclass */
    DataSource database() {
        return Databases.h2();
    }

    private static final int DEFAULT_SHARD = 5;
    private static final List<String> COUNTRIES = List.of("AT", "BR", "CA", "DE", "FR", "IN", "JP", "NZ", "US", "ZA");

    @Override
    SessionFactory boot() {
        return TestHibernate.on(database()).setting(Setting.SHARD_DEFAULT.key(), DEFAULT_SHARD)
                .entities(Shipment.class, Asset.class, Customer.class).build();
    }

    @Test
    void aHashedKeyInAnEmbeddableRoutesTheRow() {
        factory.inTransaction(session -> COUNTRIES.forEach(country -> {
            Shipment shipment = new Shipment();
            shipment.address = new ShippingAddress("1 Main St", country);
            session.persist(shipment);
        }));
        List<Object[]> rows = factory.fromSession(session -> session.createSelectionQuery(
                "select s.id, s.address.country from Shipment s", Object[].class).getResultList());

        ShardFunction hashing = ShardFunction.hashing(16);
        assertThat(rows).hasSize(COUNTRIES.size());
        for (Object[] row : rows) {
            assertThat(shard((Long) row[0])).as("shipment to %s", row[1]).isEqualTo(hashing.shardOf(row[1]));
        }
        assertThat(rows.stream().map(row -> shard((Long) row[0])).distinct().count()).isGreaterThan(1);
    }

    @Test
    void anAssociationInAnEmbeddableTakesItsEntitysShard() {
        factory.inTransaction(session -> {
            for (int i = 0; i < 32; i++) {
                Customer owner = new Customer("owner-" + i);
                session.persist(owner);
                Asset asset = new Asset();
                asset.ownership = new Ownership();
                asset.ownership.owner = owner;
                session.persist(asset);
            }
        });
        List<Object[]> rows = factory.fromSession(session -> session.createSelectionQuery(
                "select a.id, a.ownership.owner.id from Asset a", Object[].class).getResultList());

        assertThat(rows).hasSize(32);
        assertThat(rows.stream().map(row -> shard((Long) row[1])).distinct().count()).isGreaterThan(8);
        for (Object[] row : rows) {
            assertThat(shard((Long) row[0])).as("asset %d of owner %d", row[0], row[1])
                    .isEqualTo(shard((Long) row[1]));
        }
    }

    @Test
    void aNullEmbeddableFailsTheInsertInsteadOfTakingTheDefaultShard() {
        assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(new Shipment())))
                .isInstanceOf(IdentifierGenerationException.class)
                .hasMessage("@ShardKey Shipment.address.country is null, because Shipment.address is null: set it "
                        + "before the entity is persisted, since the new id's shard is taken from it");
    }

    @Test
    void aNullKeyInAnEmbeddableFailsTheInsert() {
        Shipment shipment = new Shipment();
        shipment.address = new ShippingAddress("1 Main St", null);
        assertThatThrownBy(() -> factory.inTransaction(session -> session.persist(shipment)))
                .isInstanceOf(IdentifierGenerationException.class)
                .hasMessage("@ShardKey Shipment.address.country is null: set it before the entity is persisted, "
                        + "since the new id's shard is taken from it");
    }

    @Test
    void aKeyInAnElementCollectionIsRefused() {
        assertThatThrownBy(() -> TestHibernate.on(database()).entities(LinedOrder.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey on LinedOrder.lines.sku sits in the element collection LinedOrder.lines: an "
                        + "entity has one shard, so its key must be a single value, on the entity or in an "
                        + "@Embedded attribute");
    }

    private int shard(long id) {
        return generator.decode(id).shard();
    }
}
