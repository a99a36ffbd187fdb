package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.hibernate.entities.colocated.AssignedParent;
import io.shardflake.hibernate.entities.colocated.ChildOfAssignedParent;
import io.shardflake.hibernate.entities.colocated.ChildOfSequenceParent;
import io.shardflake.hibernate.entities.colocated.ComposedChild;
import io.shardflake.hibernate.entities.colocated.ComposedParent;
import io.shardflake.hibernate.entities.colocated.NamedChild;
import io.shardflake.hibernate.entities.colocated.NamedParent;
import io.shardflake.hibernate.entities.colocated.PlainLongKey;
import io.shardflake.hibernate.entities.colocated.PlainPrimitiveKey;
import io.shardflake.hibernate.entities.colocated.PlainTextKey;
import io.shardflake.hibernate.entities.colocated.SequenceParent;
import io.shardflake.hibernate.entities.colocated.XmlChild;
import io.shardflake.hibernate.entities.colocated.XmlParent;
import io.shardflake.hibernate.support.Databases;
import io.shardflake.hibernate.support.HibernateWords;
import io.shardflake.hibernate.support.TestHibernate;
import io.shardflake.shard.ShardFunction;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@link ShardKeyMode#AUTO} follows the generator Hibernate actually made for the other entity, not its
 * annotations: a parent made by Shardflake's generator however it was mapped gives its children its shard, one made
 * by a sequence is hashed, and where AUTO cannot know (assigned ids, a plain Long or String) the boot asks for a mode.
 */
class ShardKeyFromGeneratorTest extends SessionFactoryPerClass {

    /** @return the database the rows go to: H2 here, embedded PostgreSQL in the subclass */
    DataSource database() {
        return Databases.h2();
    }

    private static final int PARENTS = 64;

    @Override
    SessionFactory boot() {
        return TestHibernate.on(database())
                .entities(ComposedParent.class, ComposedChild.class, XmlParent.class, XmlChild.class,
                        NamedParent.class, NamedChild.class, SequenceParent.class, ChildOfSequenceParent.class)
                .mapping("mappings/xml-parent.xml")
                .build();
    }

    @Test
    void childrenOfAParentWithTheApplicationsOwnIdAnnotationLandOnItsShard() {
        // Before: the parent did not boot; an annotation detector would not have recognised it either.
        assertChildrenFollowParents(ComposedParent::new, parent -> {
            ComposedChild child = new ComposedChild();
            child.parent = parent;
            return child;
        }, ComposedChild.class);
    }

    @Test
    void childrenOfAParentWhoseGeneratorIsGivenInOrmXmlLandOnItsShard() {
        // Before: nothing on XmlParent's class said "Shardflake", so its id was hashed: another shard.
        assertChildrenFollowParents(XmlParent::new, parent -> {
            XmlChild child = new XmlChild();
            child.parent = parent;
            return child;
        }, XmlChild.class);
    }

    @Test
    void childrenOfAParentWithTheSnowflakeNameLandOnItsShard() {
        assertChildrenFollowParents(NamedParent::new, parent -> {
            NamedChild child = new NamedChild();
            child.parent = parent;
            return child;
        }, NamedChild.class);
    }

    @Test
    void aParentWithSequenceIdsIsHashed() {
        List<ChildOfSequenceParent> children = new ArrayList<>();
        factory.inTransaction(session -> {
            for (int i = 0; i < PARENTS; i++) {
                SequenceParent parent = new SequenceParent();
                session.persist(parent);
                ChildOfSequenceParent child = new ChildOfSequenceParent();
                child.parent = parent;
                session.persist(child);
                children.add(child);
            }
        });
        ShardFunction hashing = ShardFunction.hashing(16);
        for (ChildOfSequenceParent child : children) {
            assertThat(shard(child.id)).isEqualTo(hashing.shardOf(child.parent.id));
        }
    }

    @Test
    void aParentWithAssignedIdsNeedsAMode() {
        assertThatThrownBy(() -> TestHibernate.on(database()).entities(AssignedParent.class, ChildOfAssignedParent.class)
                .build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey on ChildOfAssignedParent.parent points to AssignedParent, whose id "
                        + "AssignedParent.id (Long) is made by Assigned (the application sets it), so AUTO cannot "
                        + "tell whether it is a Shardflake id: @ShardKey(mode = SHARD_OF_ID) if it is (the new id "
                        + "takes its shard), @ShardKey(mode = HASH) if not (a hash of the id mod "
                        + "shardflake.shard.count)");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "PlainLongKey, customerId, Long",
        "PlainPrimitiveKey, customerId, long",
        "PlainTextKey, tenant, String"
    })
    void aPlainValueThatCouldBeAShardflakeIdNeedsAMode(String entity, String field, String type) {
        Class<?> entityClass = switch (entity) {
            case "PlainLongKey" -> PlainLongKey.class;
            case "PlainPrimitiveKey" -> PlainPrimitiveKey.class;
            default -> PlainTextKey.class;
        };
        // Before: hashed, so a customerId holding a customer's Shardflake id put the row on another shard.
        assertThatThrownBy(() -> TestHibernate.on(database()).entities(entityClass).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey on " + entity + "." + field + " (" + type + ") needs a mode, since AUTO "
                        + "cannot tell a Shardflake id from another value: @ShardKey(mode = SHARD_OF_ID) if it "
                        + "holds a Shardflake id (the new id takes that id's shard), @ShardKey(mode = HASH) "
                        + "otherwise (a hash of the value mod shardflake.shard.count)");
    }

    /**
     * Persists parents spread over the shards (by their hashed account) with three children each, then reads the
     * rows back and checks that every child's id carries its parent's shard.
     */
    private <P, C> void assertChildrenFollowParents(Function<String, P> newParent, Function<P, C> newChild,
            Class<C> childType) {
        factory.inTransaction(session -> {
            for (int i = 0; i < PARENTS; i++) {
                P parent = newParent.apply("account-" + i);
                session.persist(parent);
                for (int c = 0; c < 3; c++) {
                    session.persist(newChild.apply(parent));
                }
            }
        });
        List<Object[]> rows = factory.fromSession(session -> session.createSelectionQuery(
                "select c.id, c.parent.id from " + childType.getSimpleName() + " c", Object[].class).getResultList());

        assertThat(rows).hasSize(PARENTS * 3);
        // Not "everything on one shard": the parents themselves are Shardflake ids spread by their accounts.
        assertThat(rows.stream().map(row -> shard((Long) row[1])).distinct().count()).isGreaterThan(8);
        for (Object[] row : rows) {
            assertThat(shard((Long) row[0])).as("child %d of parent %d", row[0], row[1])
                    .isEqualTo(shard((Long) row[1]));
        }
    }

    private int shard(long id) {
        return generator.decode(id).shard();
    }
}
