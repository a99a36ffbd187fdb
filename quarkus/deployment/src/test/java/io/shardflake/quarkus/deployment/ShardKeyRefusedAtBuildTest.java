package io.shardflake.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusUnitTest;
import io.shardflake.hibernate.ShardKey;
import io.shardflake.hibernate.SnowflakeId;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embeddable;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Shard keys no shard can be read from fail when the application is built, each with the Hibernate module's message:
 * two on one entity, one on a subclass of a hierarchy, one in an element collection.
 */
class ShardKeyRefusedAtBuildTest {

    @RegisterExtension
    static final QuarkusUnitTest APP = TestApp.onH2("shard-key-refused-at-build")
            .withApplicationRoot(jar -> jar.addClasses(TwoKeys.class, Parcel.class, Crate.class, Basket.class,
                    Item.class, TestApp.class))
            .assertException(error -> {
                assertThat(TestApp.messages(error)).contains("@ShardKey on TwoKeys.tenant and TwoKeys.region: an"
                        + " entity has at most one shard key; keep it on the attribute whose value decides the shard",
                        "@ShardKey on Crate.tenant sits on a subclass of Parcel; the id generator belongs to the root"
                                + " entity Parcel, so put the shard key there",
                        "@ShardKey on Basket.items.tenant sits in the element collection Basket.items: an entity has"
                                + " one shard, so its key must be a single value, on the entity or in an @Embedded"
                                + " attribute");
                // Refused while the application is built, not by Hibernate when it starts.
                assertThat(TestApp.messages(error)).doesNotContain("SessionFactory");
            });

    @Test
    void theBuildIsRefused() {
        // The application is never built: assertException above checks the messages.
    }

    /** An entity whose shard could come from either of two attributes. */
    @Entity
    public static class TwoKeys {

        @Id
        @SnowflakeId
        public Long id;

        @ShardKey
        public long tenant;

        @ShardKey
        public long region;
    }

    /** The root of a hierarchy, whose id generator would have to read a subclass's key. */
    @Entity
    public static class Parcel {

        @Id
        @SnowflakeId
        public Long id;
    }

    /** A subclass with the key. */
    @Entity
    public static class Crate extends Parcel {

        @ShardKey
        public long tenant;
    }

    /** An entity whose key sits in each of many values. */
    @Entity
    public static class Basket {

        @Id
        @SnowflakeId
        public Long id;

        @ElementCollection
        public List<Item> items;
    }

    /** A value of the collection. */
    @Embeddable
    public static class Item {

        @ShardKey
        public long tenant;
    }
}
