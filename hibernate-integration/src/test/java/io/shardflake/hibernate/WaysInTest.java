package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.shardflake.DecodedId;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.entities.ClassLevelEntity;
import io.shardflake.hibernate.entities.ClassLevelUuidEntity;
import io.shardflake.hibernate.entities.GenericGeneratorEntity;
import io.shardflake.hibernate.entities.InheritedIdEntity;
import io.shardflake.hibernate.entities.LocalityBytesEntity;
import io.shardflake.hibernate.entities.LocalityTextEntity;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.PrimitiveIdEntity;
import io.shardflake.hibernate.entities.TextIdEntity;
import io.shardflake.hibernate.entities.UniqidEntity;
import io.shardflake.hibernate.entities.UuidV1Entity;
import io.shardflake.hibernate.entities.UuidV6TextEntity;
import io.shardflake.hibernate.entities.UuidV7Entity;
import io.shardflake.hibernate.entities.composed.ComposedClassLevelEntity;
import io.shardflake.hibernate.entities.composed.ComposedIdEntity;
import io.shardflake.hibernate.entities.composed.ComposedUuidEntity;
import io.shardflake.hibernate.entities.generic.PackageGeneratorEntity;
import io.shardflake.hibernate.entities.named.NamedSnowflakeEntity;
import io.shardflake.hibernate.entities.named.NamedUniqidEntity;
import io.shardflake.hibernate.entities.named.NamedUuidEntity;
import io.shardflake.hibernate.entities.pkg.PackageLevelEntity;
import io.shardflake.hibernate.support.Services;
import io.shardflake.hibernate.support.TestHibernate;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.uniqid.UniqidFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/**
 * Every way in gives ids from the one Shardflake generator of the SessionFactory: the annotation on the id, on the
 * class, in package-info, by name, by @GenericGenerator on the class or package, and by an application's own
 * annotation meta-annotated with @IdGeneratorType(one of ours).
 */
class WaysInTest extends SessionFactoryPerClass {

    private static final int WORKER = 42;
    private static final String TYPE_LEVEL = "Hibernate 7 reads generator annotations on the class and the package";

    @Override
    SessionFactory boot() {
        TestHibernate hibernate = TestHibernate.onH2()
                .setting(Setting.WORKER_ID.key(), WORKER)
                .entities(LongIdEntity.class, PrimitiveIdEntity.class, TextIdEntity.class, NamedSnowflakeEntity.class,
                        NamedUuidEntity.class, NamedUniqidEntity.class, GenericGeneratorEntity.class,
                        PackageGeneratorEntity.class, InheritedIdEntity.class, UuidV7Entity.class,
                        UuidV6TextEntity.class, UuidV1Entity.class, LocalityBytesEntity.class,
                        LocalityTextEntity.class, UniqidEntity.class, ComposedIdEntity.class, ComposedUuidEntity.class)
                .packageOf(PackageGeneratorEntity.class);
        if (HibernateLine.SEVEN) {
            // Hibernate 6.6 reads generator annotations on the id only; GeneratorFallbackTest shows the refusal.
            hibernate.entities(ClassLevelEntity.class, PackageLevelEntity.class, ClassLevelUuidEntity.class,
                    ComposedClassLevelEntity.class).packageOf(PackageLevelEntity.class);
        }
        return hibernate.build();
    }

    @Test
    void annotationOnTheId() {
        LongIdEntity entity = new LongIdEntity("a");
        factory.inTransaction(session -> session.persist(entity));
        assertMadeHere(entity.id);
    }

    @Test
    void annotationOnAPrimitiveLongId() {
        PrimitiveIdEntity entity = new PrimitiveIdEntity();
        factory.inTransaction(session -> session.persist(entity));
        assertMadeHere(entity.id);
    }

    @Test
    void annotationOnAStringIdGivesThirteenCharactersOfBase32() {
        TextIdEntity first = new TextIdEntity();
        TextIdEntity second = new TextIdEntity();
        factory.inTransaction(session -> {
            session.persist(first);
            session.persist(second);
        });
        assertThat(first.id).hasSize(13).matches("[0-9A-HJKMNP-TV-Z]{13}");
        assertMadeHere(Crockford32Codec.INSTANCE.decode(first.id));
        assertThat(second.id).isGreaterThan(first.id);
    }

    @Test
    void annotationOnTheClassWithGeneratedValue() {
        assumeTrue(HibernateLine.SEVEN, TYPE_LEVEL);
        ClassLevelEntity entity = new ClassLevelEntity();
        factory.inTransaction(session -> session.persist(entity));
        assertMadeHere(entity.id);
    }

    @Test
    void annotationInPackageInfoWithGeneratedValue() {
        assumeTrue(HibernateLine.SEVEN, TYPE_LEVEL);
        PackageLevelEntity entity = new PackageLevelEntity();
        factory.inTransaction(session -> session.persist(entity));
        assertMadeHere(entity.id);
    }

    @Test
    void byNameWithNothingElseOnTheEntityOrPackage() {
        NamedSnowflakeEntity entity = new NamedSnowflakeEntity();
        factory.inTransaction(session -> session.persist(entity));
        // Not the sequence Hibernate would silently fall back to (1, 2, 3, ...).
        assertThat(entity.id).isGreaterThan(1L << 22);
        assertMadeHere(entity.id);
    }

    @Test
    void uuidAndUniqidByName() {
        NamedUuidEntity uuid = new NamedUuidEntity();
        NamedUniqidEntity uniqid = new NamedUniqidEntity();
        factory.inTransaction(session -> {
            session.persist(uuid);
            session.persist(uniqid);
        });
        assertThat(uuid.id.version()).isEqualTo(7);
        assertThat(UniqidFormat.withPrefix(1).parse(uniqid.id).shard()).isZero();
    }

    @Test
    void genericGeneratorOnTheClass() {
        GenericGeneratorEntity entity = new GenericGeneratorEntity();
        factory.inTransaction(session -> session.persist(entity));
        assertMadeHere(entity.id);
    }

    @Test
    void genericGeneratorInPackageInfoWithAKindParameter() {
        PackageGeneratorEntity entity = new PackageGeneratorEntity();
        factory.inTransaction(session -> session.persist(entity));
        assertThat(entity.id.version()).isEqualTo(6);
    }

    @Test
    void idInheritedFromAMappedSuperclass() {
        InheritedIdEntity entity = new InheritedIdEntity();
        factory.inTransaction(session -> session.persist(entity));
        assertMadeHere(entity.id);
    }

    @Test
    void applicationsOwnAnnotationOnTheId() {
        // Before: Hibernate refused to boot ("Annotation ... is not assignable to ...SnowflakeId").
        ComposedIdEntity onId = new ComposedIdEntity();
        factory.inTransaction(session -> session.persist(onId));
        assertMadeHere(onId.id);
    }

    @Test
    void applicationsOwnAnnotationOnTheClass() {
        assumeTrue(HibernateLine.SEVEN, TYPE_LEVEL);
        ComposedClassLevelEntity onClass = new ComposedClassLevelEntity();
        factory.inTransaction(session -> session.persist(onClass));
        assertMadeHere(onClass.id);
    }

    @Test
    void applicationsOwnUuidAnnotationTakesTheKindItCarries() {
        ComposedUuidEntity entity = new ComposedUuidEntity();
        factory.inTransaction(session -> session.persist(entity));
        assertThat(entity.id.version()).isEqualTo(6);
    }

    @Test
    void uuidKindsAndJavaTypes() {
        UuidV7Entity v7 = new UuidV7Entity();
        UuidV6TextEntity v6 = new UuidV6TextEntity();
        UuidV1Entity v1 = new UuidV1Entity();
        LocalityBytesEntity localityBytes = new LocalityBytesEntity();
        LocalityTextEntity localityText = new LocalityTextEntity();
        factory.inTransaction(session -> List.of(v7, v6, v1, localityBytes, localityText).forEach(session::persist));

        assertThat(v7.id.version()).isEqualTo(7);
        assertThat(UUID.fromString(v6.id).version()).isEqualTo(6);
        assertThat(v6.id).hasSize(36).isLowerCase();
        assertThat(v1.id.version()).isEqualTo(1);
        assertThat(localityBytes.id).hasSize(16);
        assertThat(localityBytes.id[6] >>> 4 & 0xF).isEqualTo(0xB); // the "b" of wwwwwwww-xxxx-byyy-...
        assertThat(LocalityUuid.parse(localityText.id).toString()).isEqualTo(localityText.id);
        factory.inSession(session -> assertThat(session.find(UuidV7Entity.class, v7.id)).isNotNull());
    }

    @Test
    void uuidKindOnTheClass() {
        assumeTrue(HibernateLine.SEVEN, TYPE_LEVEL);
        ClassLevelUuidEntity classLevel = new ClassLevelUuidEntity();
        factory.inTransaction(session -> session.persist(classLevel));
        assertThat(classLevel.id.version()).isEqualTo(6);
    }

    @Test
    void uniqidIds() {
        UniqidEntity first = new UniqidEntity();
        UniqidEntity second = new UniqidEntity();
        factory.inTransaction(session -> {
            session.persist(first);
            session.persist(second);
        });
        UniqidFormat format = UniqidFormat.withPrefix(1);
        assertThat(first.id).hasSize(18);
        assertThat(format.parse(second.id).compareTo(format.parse(first.id))).isPositive();
    }

    @Test
    void everyEntityTypeSharesTheOneGenerator() {
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            LongIdEntity a = new LongIdEntity("x");
            GenericGeneratorEntity b = new GenericGeneratorEntity();
            NamedSnowflakeEntity c = new NamedSnowflakeEntity();
            factory.inTransaction(session -> {
                session.persist(a);
                session.persist(b);
                session.persist(c);
            });
            ids.addAll(List.of(a.id, b.id, c.id));
        }
        // One generator: ids strictly increase across entity types, in the order the entities were persisted.
        assertThat(ids).isSorted().doesNotHaveDuplicates();
        assertThat(Services.shardflake(factory).snowflakeGenerator()).isSameAs(generator);
    }

    private void assertMadeHere(long id) {
        DecodedId decoded = generator.decode(id);
        assertThat(decoded.worker()).isEqualTo(WORKER);
        assertThat(decoded.shard()).isZero();
        assertThat(generator.layout().name()).isEqualTo("shardflake");
    }
}
