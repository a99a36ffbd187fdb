package io.shardflake.hibernate;

import org.hibernate.boot.MetadataSources;
import org.hibernate.boot.spi.MetadataSourcesContributor;
import org.hibernate.cfg.MappingSettings;
import org.hibernate.engine.config.spi.ConfigurationService;
import org.hibernate.engine.config.spi.StandardConverters;

/**
 * Registers the {@linkplain ShardflakeGeneratorNames generator names} globally, found by Hibernate through
 * {@code META-INF/services/org.hibernate.boot.spi.MetadataSourcesContributor}.
 *
 * <p>Why a mapping file: in Hibernate 7 a name given to {@code @GeneratedValue(generator = ...)} is looked up among
 * the generators declared on the member, class and package, then among the global registrations. Of the ways a
 * library can add to the global registrations, only mapping sources are read early enough: a
 * {@code MetadataSourcesContributor} runs before the mappings are processed, and an {@code orm.xml}-style
 * {@code <generic-generator>} is global. (An {@code AdditionalMappingContributor} runs after ids are resolved, and
 * a {@code @GenericGenerator} on a {@code package-info} stops compiling in Hibernate 8, where the annotation loses
 * its {@code name}; the XML element stays.) Without a registration Hibernate would turn the name into a database
 * sequence called "snowflake", or a random UUID on a {@code UUID} or {@code String} id.
 *
 * <p>The mapping file is read only while {@code hibernate.xml_mapping_enabled} is {@code true}, the default. With it
 * off the names are not registered, and an entity that uses one fails the boot ({@link ShardflakeIntegrator}):
 * Hibernate would otherwise turn the name into a random UUID or a database sequence without a word.
 *
 * <p>Hibernate 6.6's mapping XML has no {@code <generic-generator>}; there the names come from the package
 * {@link #NAMES_PACKAGE}, whose {@code @GenericGenerator}s are global, and only while XML mapping is enabled, so that
 * the rule is one on every line: an application behaves the same after it moves to Hibernate 7.
 */
public final class NamedGeneratorsContributor implements MetadataSourcesContributor {

    /** The mapping file on the class path that declares the names. */
    public static final String MAPPING = "META-INF/shardflake/named-generators.xml";

    /** The package that declares the names where the mapping file cannot (Hibernate 6.6). */
    public static final String NAMES_PACKAGE = "io.shardflake.hibernate.names";

    @Override
    public void contribute(MetadataSources sources) {
        if (HibernateLine.SEVEN) {
            sources.addResource(MAPPING);
        } else if (xmlMappingEnabled(sources)) {
            sources.addPackage(NAMES_PACKAGE);
        }
    }

    /**
     * Sources made by Hibernate's {@code Configuration} (and so by Spring's native {@code LocalSessionFactoryBean})
     * carry only the bootstrap registry, which has no settings: there the names are registered, as the setting's
     * default says; the boot check then sees them resolved.
     */
    private static boolean xmlMappingEnabled(MetadataSources sources) {
        ConfigurationService settings = sources.getServiceRegistry().getService(ConfigurationService.class);
        return settings == null
                || settings.getSetting(MappingSettings.XML_MAPPING_ENABLED, StandardConverters.BOOLEAN, true);
    }
}
