package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.config.Setting;
import io.shardflake.hibernate.entities.bad.Animal;
import io.shardflake.hibernate.entities.bad.Dog;
import io.shardflake.hibernate.entities.bad.InstantShardKey;
import io.shardflake.hibernate.entities.bad.IntegerIdEntity;
import io.shardflake.hibernate.entities.bad.IntegerShardOfId;
import io.shardflake.hibernate.entities.bad.LongUniqidEntity;
import io.shardflake.hibernate.entities.bad.LongUuidEntity;
import io.shardflake.hibernate.entities.bad.NamedIntegerIdEntity;
import io.shardflake.hibernate.entities.bad.ShardKeyOnUuidEntity;
import io.shardflake.hibernate.entities.bad.TenantKeyed;
import io.shardflake.hibernate.entities.bad.TwoShardKeys;
import io.shardflake.hibernate.entities.colocated.IdentityKeyed;
import io.shardflake.hibernate.support.HibernateWords;
import io.shardflake.hibernate.support.TestHibernate;
import org.hibernate.MappingException;
import org.junit.jupiter.api.Test;

/**
 * Mistakes in the mapping fail when the SessionFactory boots, with a MappingException that says what to fix in the
 * user's words: {@code Entity.field}, the annotation and the settings.
 */
class BootErrorsTest {

    @Test
    void snowflakeIdOnAnUnsupportedType() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(IntegerIdEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@SnowflakeId on IntegerIdEntity.id of type Integer: supported types are Long, long "
                        + "and String (13 characters of Crockford base32)");
    }

    @Test
    void namedSnowflakeGeneratorOnAnUnsupportedType() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(NamedIntegerIdEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("generator 'snowflake' on NamedIntegerIdEntity.id of type Integer: supported types are "
                        + "Long, long and String (13 characters of Crockford base32)");
    }

    @Test
    void uuidOnALong() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(LongUuidEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardflakeUuid on LongUuidEntity.id of type Long: supported types are UUID, "
                        + "String (36 characters) and byte[] (16 bytes)");
    }

    @Test
    void uniqidOnALong() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(LongUniqidEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@UniqidId on LongUniqidEntity.id of type Long: supported types are String");
    }

    @Test
    void twoShardKeysOnOneEntity() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(TwoShardKeys.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey on TwoShardKeys.tenant and TwoShardKeys.region: an entity has at most one "
                        + "shard key; keep it on the attribute whose value decides the shard");
    }

    @Test
    void shardKeyWithALayoutWithoutAShardField() {
        assertThatThrownBy(() -> TestHibernate.onH2().setting(Setting.LAYOUT_PRESET.key(), "twitter")
                .entities(TenantKeyed.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey on TenantKeyed.tenant needs a layout with a shard field, and layout twitter "
                        + "has none (time 41 | worker 10 | sequence 12): set shardflake.layout.preset to one that has, "
                        + "e.g. shardflake, instagram or icicle");
    }

    @Test
    void theSameEntityBootsWithAShardedLayout() {
        TestHibernate.onH2().setting(Setting.LAYOUT_PRESET.key(), "icicle")
                .setting(Setting.SHARD_SINGLE_WRITER.key(), true).entities(TenantKeyed.class).build().close();
    }

    @Test
    void shardKeyOnAnEntityWithUuidIds() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(ShardKeyOnUuidEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey on ShardKeyOnUuidEntity.tenant cannot decide the shard of @ShardflakeUuid id "
                        + "ShardKeyOnUuidEntity.id: UUIDs have no shard field; @ShardKey works with @SnowflakeId");
    }

    @Test
    void hashedShardKeyOfAnUnhashableType() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(InstantShardKey.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey(mode = HASH) on InstantShardKey.createdAt hashes InstantShardKey.createdAt "
                        + "of type Instant: supported types are Long, long, Integer, int, Short, short, Byte, "
                        + "byte, String, UUID, an enum or byte[]");
    }

    @Test
    void shardOfIdOnAnInteger() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(IntegerShardOfId.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey(mode = SHARD_OF_ID) on IntegerShardOfId.parent reads IntegerShardOfId.parent "
                        + "of type Integer: supported types are Long, long or String (a Shardflake id, or its "
                        + "base32 text)");
    }

    @Test
    void shardKeyOnAnEntityWhoseIdTheDatabaseMakes() {
        // Before: booted, and the key was silently ignored.
        assertThatThrownBy(() -> TestHibernate.onH2().entities(IdentityKeyed.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey on IdentityKeyed.tenant is never read: IdentityKeyed.id is made by "
                        + "IdentityGenerator, and only an id made by @SnowflakeId takes its shard from a @ShardKey");
    }

    @Test
    void shardKeyOnASubclassOfTheHierarchy() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(Animal.class, Dog.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("@ShardKey on Dog.owner sits on a subclass of Animal; the id generator belongs to the "
                        + "root entity Animal, so put the shard key there");
    }
}
