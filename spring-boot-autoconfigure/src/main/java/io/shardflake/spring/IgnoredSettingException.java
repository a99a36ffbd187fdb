package io.shardflake.spring;

import io.shardflake.error.InvalidConfigurationException;

/**
 * A persistence unit's settings (Spring's {@code spring.jpa.properties.*}, or what an application put on a unit it
 * built) hold a {@code shardflake.*} setting that would have no effect: the starter hands every unit the
 * application's generators, so Hibernate builds none from settings. Refused rather than ignored: the ids would not
 * have the layout, worker id or shard count the setting asks for.
 */
final class IgnoredSettingException extends InvalidConfigurationException {

    private static final long serialVersionUID = 1L;

    /**
     * @param key the Hibernate setting
     * @param value its value
     */
    IgnoredSettingException(String key, Object value) {
        super(key, value, "no value in a persistence unit's settings: under Spring every persistence unit gets the"
                + " application's generators, which Hibernate settings cannot change; set " + key + " as a Spring"
                + " property (application.properties), not under spring.jpa.properties or on the unit");
    }
}
