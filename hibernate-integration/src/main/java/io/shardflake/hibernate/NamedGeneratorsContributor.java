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
 * its {@code name}; the XML element stays.) Without a registration the name would silently become a database
 * sequence called "snowflake".
 *
 * <p>The mapping file is read only while {@code hibernate.xml_mapping_enabled} is {@code true}, the default; when
 * an application turns it off, this logs a warning, since the names then silently stop working.
 */
public final class NamedGeneratorsContributor implements MetadataSourcesContributor {

    /** The mapping file on the class path that declares the names. */
    public static final String MAPPING = "META-INF/shardflake/named-generators.xml";

    private static final System.Logger LOG = System.getLogger(NamedGeneratorsContributor.class.getName());

    @Override
    public void contribute(MetadataSources sources) {
        if (!xmlMappingEnabled(sources)) {
            LOG.log(System.Logger.Level.WARNING, "{0} is false, so the generator names \"{1}\", \"{2}\" and \"{3}\" "
                    + "are not registered: @GeneratedValue(generator = \"{1}\") would make ids from a database "
                    + "sequence of that name. Use @SnowflakeId, @ShardflakeUuid or @UniqidId instead.",
                    MappingSettings.XML_MAPPING_ENABLED, ShardflakeGeneratorNames.SNOWFLAKE,
                    ShardflakeGeneratorNames.UUID, ShardflakeGeneratorNames.UNIQID);
        }
        sources.addResource(MAPPING);
    }

    private static boolean xmlMappingEnabled(MetadataSources sources) {
        try {
            ConfigurationService settings = sources.getServiceRegistry().getService(ConfigurationService.class);
            return settings == null || settings.getSetting(MappingSettings.XML_MAPPING_ENABLED,
                    StandardConverters.BOOLEAN, true);
        } catch (RuntimeException noSettingsHere) {
            // A bootstrap-only registry has no settings; then nothing says XML is off.
            return true;
        }
    }
}
