package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeFalse;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.shardflake.codec.Crockford32Codec;
import io.shardflake.hibernate.entities.ClassLevelEntity;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.fallback.ClassLevelWithSequenceEntity;
import io.shardflake.hibernate.entities.fallback.MisspelledNameEntity;
import io.shardflake.hibernate.entities.fallback.NamedSnowflakeTextEntity;
import io.shardflake.hibernate.entities.fallback.OwnSequenceNamedSnowflakeEntity;
import io.shardflake.hibernate.entities.fallback.SequenceStrategyGenericEntity;
import io.shardflake.hibernate.entities.fallback.SnowflakeOnInheritingClassEntity;
import io.shardflake.hibernate.entities.fallback.UuidStrategyNamedEntity;
import io.shardflake.hibernate.entities.named.NamedSnowflakeEntity;
import io.shardflake.hibernate.entities.named.NamedUniqidEntity;
import io.shardflake.hibernate.entities.named.NamedUuidEntity;
import io.shardflake.hibernate.entities.pkg.PackageLevelEntity;
import io.shardflake.hibernate.support.Databases;
import io.shardflake.hibernate.support.Services;
import io.shardflake.hibernate.support.HibernateWords;
import io.shardflake.hibernate.support.TestHibernate;
import javax.sql.DataSource;
import org.hibernate.MappingException;
import org.hibernate.SessionFactory;
import org.hibernate.cfg.MappingSettings;
import org.junit.jupiter.api.Test;

/**
 * Where Hibernate would quietly give an id another generator than the Shardflake one its mapping asks for, the boot
 * fails, naming the id, what it asks for, what Hibernate chose and why. Each of these mappings booted before and
 * made random v4 UUIDs, UUID strings or sequence numbers. The generator names, which Hibernate would turn into such
 * fallbacks with XML mapping off, are registered whether or not it is on.
 */
class GeneratorFallbackTest {

    /** The Quarkus extension says the same when it builds such an application (UnknownGeneratorNameTest). */
    private static final String MISSPELLED_NAME = "MisspelledNameEntity.id asks for generator \"shardflake_uuid\", which no"
            + " mapping declares and Shardflake does not register: its names are \"snowflake\", \"shardflake-uuid\""
            + " and \"uniqid\"; use one of them, or put @SnowflakeId, @ShardflakeUuid or @UniqidId on the id";

    private static final String SEVEN_IGNORES_THE_NAME = "Hibernate 7 ignores a generator name beside a strategy";

    @Test
    void theNamesWorkWithXmlMappingOff() {
        // Quarkus turns XML mapping off; the names used to come from a mapping file, and these entities failed.
        try (SessionFactory factory = xmlOff(Databases.h2(), NamedUuidEntity.class, NamedUniqidEntity.class,
                NamedSnowflakeEntity.class, NamedSnowflakeTextEntity.class)) {
            NamedUuidEntity uuid = new NamedUuidEntity();
            NamedUniqidEntity uniqid = new NamedUniqidEntity();
            NamedSnowflakeTextEntity text = new NamedSnowflakeTextEntity();
            factory.inTransaction(session -> {
                session.persist(uuid);
                session.persist(uniqid);
                session.persist(text);
            });
            assertThat(uuid.id.version()).isEqualTo(7);
            assertThat(uniqid.id).hasSize(18);
            assertThat(text.id).hasSize(13);
            assertThat(Services.snowflake(factory).decode(Crockford32Codec.INSTANCE.decode(text.id)).worker())
                    .isZero();
        }
    }

    @Test
    void snowflakeByNameOnALongWithXmlMappingOffOnPostgres() {
        // PostgreSQL has real sequences: this is where the name became one, "snowflake", counting from 1.
        try (SessionFactory factory = xmlOff(Databases.postgres(), NamedSnowflakeEntity.class)) {
            NamedSnowflakeEntity entity = new NamedSnowflakeEntity();
            factory.inTransaction(session -> session.persist(entity));
            assertThat(Services.snowflake(factory).decode(entity.id).worker()).isZero();
            assertThat(entity.id).isGreaterThan(1L << 22);
        }
    }

    @Test
    void withXmlMappingOffEntitiesThatUseNoNameKeepWorking() {
        Class<?>[] entities = HibernateLine.SEVEN ? new Class<?>[] {LongIdEntity.class, ClassLevelEntity.class}
                : new Class<?>[] {LongIdEntity.class};
        try (SessionFactory factory = xmlOff(Databases.h2(), entities)) {
            LongIdEntity entity = new LongIdEntity("kept");
            factory.inTransaction(session -> session.persist(entity));
            assertThat(Services.snowflake(factory).decode(entity.id).worker()).isZero();
            assertThat(entity.id).isGreaterThan(1L << 22);
        }
    }

    @Test
    void uuidStrategyWithAShardflakeNameEvenWithXmlMappingOn() {
        assumeTrue(HibernateLine.SEVEN, SEVEN_IGNORES_THE_NAME);
        assertThatThrownBy(() -> TestHibernate.onH2().entities(UuidStrategyNamedEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("UuidStrategyNamedEntity.id asks for generator \"shardflake-uuid\" "
                        + "(ShardflakeUuidGenerator), but Hibernate chose UuidGenerator (random v4): "
                        + "@GeneratedValue(strategy = UUID) makes Hibernate ignore the generator name; leave the "
                        + "strategy out, or put @ShardflakeUuid on the id");
    }

    @Test
    void aNameThatReadsAsShardflakesButIsNoneIsRefused() {
        assertThatThrownBy(() -> TestHibernate.onH2().entities(MisspelledNameEntity.class).build())
                .isInstanceOf(MappingException.class)
                .hasMessage(MISSPELLED_NAME);
    }

    @Test
    void sequenceStrategyWithAGenericGeneratorOfOurs() {
        assumeTrue(HibernateLine.SEVEN, SEVEN_IGNORES_THE_NAME);
        assertThatThrownBy(() -> TestHibernate.onH2().entities(SequenceStrategyGenericEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("SequenceStrategyGenericEntity.id asks for @GenericGenerator(name = \"ids\") "
                        + "(SnowflakeIdGenerator), but Hibernate chose SequenceStyleGenerator: "
                        + "@GeneratedValue(strategy = SEQUENCE) makes Hibernate ignore the generator name; leave "
                        + "the strategy out, or put @SnowflakeId on the id");
    }

    @Test
    void classAnnotationOutrankedByALocalSequenceGenerator() {
        assumeTrue(HibernateLine.SEVEN, "Hibernate 6.6 reads no generator annotation on the class");
        assertThatThrownBy(() -> TestHibernate.onH2().entities(ClassLevelWithSequenceEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("ClassLevelWithSequenceEntity.id asks for @SnowflakeId on class "
                        + "ClassLevelWithSequenceEntity (SnowflakeIdGenerator), but Hibernate chose "
                        + "SequenceStyleGenerator: a generator declared for the id (a @SequenceGenerator, "
                        + "@TableGenerator or @GenericGenerator on the id, the class or the package) takes precedence "
                        + "over it; remove that, or put @SnowflakeId on the id");
    }

    @Test
    void classAnnotationOnAnEntityThatInheritsItsId() {
        assumeTrue(HibernateLine.SEVEN, "Hibernate 6.6 reads no generator annotation on the class");
        assertThatThrownBy(() -> TestHibernate.onH2().entities(SnowflakeOnInheritingClassEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
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

    @Test
    void onHibernate6TheNameWinsOverTheStrategy() {
        // Hibernate 6.6 lets a named generator override the strategy, so these get the Shardflake ids they ask for.
        assumeFalse(HibernateLine.SEVEN, "Hibernate 7 ignores the name; see the two tests above");
        try (SessionFactory factory = TestHibernate.onH2()
                .entities(UuidStrategyNamedEntity.class, SequenceStrategyGenericEntity.class).build()) {
            UuidStrategyNamedEntity uuid = new UuidStrategyNamedEntity();
            SequenceStrategyGenericEntity snowflake = new SequenceStrategyGenericEntity();
            factory.inTransaction(session -> {
                session.persist(uuid);
                session.persist(snowflake);
            });
            assertThat(uuid.id.version()).isEqualTo(7);
            assertThat(Services.snowflake(factory).decode(snowflake.id).worker()).isZero();
            assertThat(snowflake.id).isGreaterThan(1L << 22);
        }
    }

    @Test
    void onHibernate6AnnotationsOnTheClassOrPackageAreRefused() {
        assumeFalse(HibernateLine.SEVEN, "Hibernate 7 reads them: WaysInTest");
        String onId = " reads generator annotations only on the id (Hibernate 7 reads them on the class and the "
                + "package too); put @SnowflakeId on the id";
        assertThatThrownBy(() -> TestHibernate.onH2().entities(ClassLevelEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("ClassLevelEntity.id asks for @SnowflakeId on class ClassLevelEntity "
                        + "(SnowflakeIdGenerator), but Hibernate chose SequenceStyleGenerator: Hibernate "
                        + HibernateLine.VERSION + onId);
        assertThatThrownBy(() -> TestHibernate.onH2().entities(PackageLevelEntity.class)
                .packageOf(PackageLevelEntity.class).build())
                .isInstanceOf(MappingException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("PackageLevelEntity.id asks for @SnowflakeId on package "
                        + PackageLevelEntity.class.getPackageName() + " (SnowflakeIdGenerator), but Hibernate chose "
                        + "SequenceStyleGenerator: Hibernate " + HibernateLine.VERSION + onId);
    }

    private static SessionFactory xmlOff(DataSource dataSource, Class<?>... entities) {
        return TestHibernate.on(dataSource).setting(MappingSettings.XML_MAPPING_ENABLED, "false").entities(entities)
                .build();
    }
}
