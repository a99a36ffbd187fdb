package io.shardflake.hibernate;

import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.spi.MetadataSourcesContributor;

/**
 * Registers the {@linkplain ShardflakeGeneratorNames generator names} globally, found by Hibernate through
 * {@code META-INF/services/org.hibernate.boot.spi.MetadataSourcesContributor}.
 *
 * <p>How: in Hibernate a name given to {@code @GeneratedValue(generator = ...)} is looked up among the generators
 * declared on the member, class and package, then among the global registrations. Of the ways a library can add to
 * the global registrations, only metadata sources are read early enough: a {@code MetadataSourcesContributor} runs
 * before the mappings are processed (an {@code AdditionalMappingContributor} runs after ids are resolved). This one
 * adds the package {@link #NAMES_PACKAGE}, whose {@code @GenericGenerator}s are global. Annotations are read whatever
 * {@code hibernate.xml_mapping_enabled} says, which a mapping file is not (Quarkus turns XML mapping off), and the
 * package is the same on Hibernate 6.6, 7.2 and 7.4. Without a registration Hibernate would turn the name into a
 * database sequence called "snowflake", or a random UUID on a {@code UUID} or {@code String} id; the boot check
 * ({@link ShardflakeIntegrator}) refuses that.
 */
public final class NamedGeneratorsContributor implements MetadataSourcesContributor {

    /** The package that declares the names. */
    public static final String NAMES_PACKAGE = "io.shardflake.hibernate.names";

    @Override
    public void contribute(MetadataSources sources) {
        sources.addPackage(NAMES_PACKAGE);
    }
}
