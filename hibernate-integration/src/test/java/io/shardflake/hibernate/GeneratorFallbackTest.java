package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.hibernate.entities.ClassLevelEntity;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.fallback.ClassLevelWithSequenceEntity;
import io.shardflake.hibernate.entities.fallback.NamedSnowflakeTextEntity;
import io.shardflake.hibernate.entities.fallback.OwnSequenceNamedSnowflakeEntity;
import io.shardflake.hibernate.entities.fallback.SequenceStrategyGenericEntity;
import io.shardflake.hibernate.entities.fallback.SnowflakeOnInheritingClassEntity;
import io.shardflake.hibernate.entities.fallback.UuidStrategyNamedEntity;
import io.shardflake.hibernate.entities.named.NamedSnowflakeEntity;
import io.shardflake.hibernate.entities.named.NamedUniqidEntity;
import io.shardflake.hibernate.entities.named.NamedUuidEntity;
import io.shardflake.hibernate.support.Databases;
import io.shardflake.hibernate.support.Services;
import io.shardflake.hibernate.support.TestHibernate;
import javax.sql.DataSource;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.MappingSettings;
import org.junit.jupiter.api.Test;

/**
 * Where Hibernate would quietly give an id another generator than the Shardflake one its mapping asks for, the boot
 * fails, naming the id, what it asks for, what Hibernate chose and why. Each of these mappings booted before and
 * made random v4 UUIDs, UUID strings or sequence numbers.
 */
class GeneratorFallbackTest {

    private static final String XML_OFF = "hibernate.xml_mapping_enabled is false, so Hibernate does not read "
            + "META-INF/shardflake/named-generators.xml, which registers the names snowflake, shardflake-uuid and "
            + "uniqid; put ";
    private static final String OR_XML_ON = " on the id, or leave hibernate.xml_mapping_enabled at true";

    @Test
    void uuidByNameWithXmlMappingOff() {
        assertThatThrownBy(() -> xmlOff(Databases.h2(), NamedUuidEntity.class))
                .isInstanceOf(MappingException.class)
                .hasMessage("NamedUuidEntity.id asks for generator \"shardflake-uuid\" (ShardflakeUuidGenerator), "
                        + "but Hibernate chose UuidGenerator (random v4): " + XML_OFF + "@ShardflakeUuid"
                        + OR_XML_ON);
    }

    @Test
    void uniqidByNameWithXmlMappingOff() {
        assertThatThrownBy(() -> xmlOff(Databases.h2(), NamedUniqidEntity.class))
                .isInstanceOf(MappingException.class)
                .hasMessage("NamedUniqidEntity.id asks for generator \"uniqid\" (UniqidIdGenerator), but Hibernate "
                        + "chose UuidGenerator (random v4): " + XML_OFF + "@UniqidId" + OR_XML_ON);
    }

    @Test
    void snowflakeByNameOnAStringWithXmlMappingOff() {
        assertThatThrownBy(() -> xmlOff(Databases.h2(), NamedSnowflakeTextEntity.class))
                .isInstanceOf(MappingException.class)
                .hasMessage("NamedSnowflakeTextEntity.id asks for generator \"snowflake\" (SnowflakeIdGenerator), "
                        + "but Hibernate chose UuidGenerator (random v4): " + XML_OFF + "@SnowflakeId" + OR_XML_ON);
    }

    @Test
    void snowflakeByNameOnALongWithXmlMappingOff() {
        assertThatThrownBy(() -> xmlOff(Databases.h2(), NamedSnowflakeEntity.class))
                .isInstanceOf(MappingException.class)
                .hasMessage(namedSnowflakeAsSequence());
    }

    @Test
    void snowflakeByNameOnALongWithXmlMappingOffOnPostgres() {
        // PostgreSQL has real sequences: this is where the name became one, "snowflake", counting from 1.
        assertThatThrownBy(() -> xmlOff(Databases.postgres(), NamedSnowflakeEntity.class))
                .isInstanceOf(MappingException.class)
                .hasMessage(namedSnowflakeAsSequence());
    }

    @Test
    void withXmlMappingOffEntitiesThatUseNoNameKeepWorking() {
        try (SessionFactory factory = xmlOff(Databases.h2(), LongIdEntity.class, ClassLevelEntity.class)) {
            LongIdEntity entity = new LongIdEntity("kept");
            factory.inTransaction(session -> session.persist(entity));
            assertThat(Services.snowflake(factory).decode(entity.id).worker()).isZero();
            assertThat(entity.id).isGreaterThan(1L << 22);
        }
    }

    @Test
    void uuidStrategyWithAShardflakeNameEvenWithXmlMappingOn() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(UuidStrategyNamedEntity.class).build())
                .isInstanceOf(MappingException.class)
                .hasMessage("UuidStrategyNamedEntity.id asks for generator \"shardflake-uuid\" "
                        + "(ShardflakeUuidGenerator), but Hibernate chose UuidGenerator (random v4): "
                        + "@GeneratedValue(strategy = UUID) makes Hibernate ignore the generator name; leave the "
                        + "strategy out, or put @ShardflakeUuid on the id");
    }

    @Test
    void sequenceStrategyWithAGenericGeneratorOfOurs() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(SequenceStrategyGenericEntity.class).build())
                .isInstanceOf(MappingException.class)
                .hasMessage("SequenceStrategyGenericEntity.id asks for @GenericGenerator(name = \"ids\") "
                        + "(SnowflakeIdGenerator), but Hibernate chose SequenceStyleGenerator: "
                        + "@GeneratedValue(strategy = SEQUENCE) makes Hibernate ignore the generator name; leave "
                        + "the strategy out, or put @SnowflakeId on the id");
    }

    @Test
    void classAnnotationOutrankedByALocalSequenceGenerator() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(ClassLevelWithSequenceEntity.class).build())
                .isInstanceOf(MappingException.class)
                .hasMessage("ClassLevelWithSequenceEntity.id asks for @SnowflakeId on class "
                        + "ClassLevelWithSequenceEntity (SnowflakeIdGenerator), but Hibernate chose "
                        + "SequenceStyleGenerator: a generator declared for the id (a @SequenceGenerator, "
                        + "@TableGenerator or @GenericGenerator on the id, the class or the package) takes precedence "
                        + "over it; remove that, or put @SnowflakeId on the id");
    }

    @Test
    void classAnnotationOnAnEntityThatInheritsItsId() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(SnowflakeOnInheritingClassEntity.class).build())
                .isInstanceOf(MappingException.class)
                .hasMessage("SnowflakeOnInheritingClassEntity.id asks for @SnowflakeId on class "
                        + "SnowflakeOnInheritingClassEntity (SnowflakeIdGenerator), but Hibernate chose "
                        + "SequenceStyleGenerator: Hibernate reads generator annotations only on the class that "
                        + "declares the id (GeneratedBase) and its package; put @SnowflakeId there or on the id");
    }

    @Test
    void aGeneratorTheApplicationDeclaresUnderTheNameIsItsOwnChoice() {
        try (SessionFactory factory = TestHibernate.onH2().entities(OwnSequenceNamedSnowflakeEntity.class).build()) {
            OwnSequenceNamedSnowflakeEntity entity = new OwnSequenceNamedSnowflakeEntity();
            factory.inTransaction(session -> session.persist(entity));
            assertThat(entity.id).isEqualTo(1L);
        }
    }

    private static String namedSnowflakeAsSequence() {
        return "NamedSnowflakeEntity.id asks for generator \"snowflake\" (SnowflakeIdGenerator), but Hibernate chose "
                + "SequenceStyleGenerator: " + XML_OFF + "@SnowflakeId" + OR_XML_ON;
    }

    private static SessionFactory xmlOff(DataSource dataSource, Class<?>... entities) {
        return TestHibernate.on(dataSource).setting(MappingSettings.XML_MAPPING_ENABLED, "false").entities(entities)
                .build();
    }
}
