package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.hibernate.entities.BaseEntity;
import io.shardflake.hibernate.entities.ClassLevelEntity;
import io.shardflake.hibernate.entities.GenericGeneratorEntity;
import io.shardflake.hibernate.entities.IdentityEntity;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.UuidV7Entity;
import io.shardflake.hibernate.entities.generic.PackageGeneratorEntity;
import io.shardflake.hibernate.entities.named.NamedSnowflakeEntity;
import io.shardflake.hibernate.entities.pkg.PackageLevelEntity;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Which ids {@link ShardKeyMode#AUTO} recognises as Shardflake ids, from annotations alone. */
class SnowflakeIdDetectorTest {

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource({
        "LongIdEntity, true",            // @SnowflakeId on the id
        "ClassLevelEntity, true",        // @SnowflakeId on the class, @GeneratedValue on the id
        "PackageLevelEntity, true",      // @SnowflakeId in package-info
        "NamedSnowflakeEntity, true",    // @GeneratedValue(generator = "snowflake")
        "GenericGeneratorEntity, true",  // @GenericGenerator(name = "my-ids", type = SnowflakeIdGenerator.class)
        "BaseEntity, true",              // declared in a mapped superclass
        "UuidV7Entity, false",
        "IdentityEntity, false",
        "PackageGeneratorEntity, false"  // a package @GenericGenerator naming the UUID generator
    })
    void recognisesShardflakeIds(String entity, boolean expected) throws NoSuchFieldException {
        Class<?> type = switch (entity) {
            case "LongIdEntity" -> LongIdEntity.class;
            case "ClassLevelEntity" -> ClassLevelEntity.class;
            case "PackageLevelEntity" -> PackageLevelEntity.class;
            case "NamedSnowflakeEntity" -> NamedSnowflakeEntity.class;
            case "GenericGeneratorEntity" -> GenericGeneratorEntity.class;
            case "BaseEntity" -> BaseEntity.class;
            case "UuidV7Entity" -> UuidV7Entity.class;
            case "IdentityEntity" -> IdentityEntity.class;
            default -> PackageGeneratorEntity.class;
        };
        assertThat(SnowflakeIdDetector.isSnowflakeId(type.getDeclaredField("id"))).isEqualTo(expected);
    }
}
