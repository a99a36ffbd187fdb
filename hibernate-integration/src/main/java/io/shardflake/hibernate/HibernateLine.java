package io.shardflake.hibernate;

import org.hibernate.Version;

/**
 * What the running Hibernate can do of the little that differs between the lines this module serves (6.6, 7.2,
 * 7.4). Decided once, from the version Hibernate reports.
 */
final class HibernateLine {

    /** The running Hibernate's version, e.g. {@code 6.6.33.Final}. */
    static final String VERSION = Version.getVersionString();

    /**
     * Hibernate 7 reads an {@code @IdGeneratorType} annotation on the entity class and the package, and
     * {@code <generic-generator>} in its mapping XML; Hibernate 6.6 does neither.
     */
    static final boolean SEVEN = !VERSION.startsWith("6.");

    private HibernateLine() {
    }
}
