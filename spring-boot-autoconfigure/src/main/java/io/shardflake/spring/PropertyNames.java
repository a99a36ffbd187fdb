package io.shardflake.spring;

/** Keys of the actuator and Jackson settings, for messages. */
final class PropertyNames {

    /** {@link ShardflakeHealthProperties#getMinRemainingLife()}. */
    static final String MIN_REMAINING_LIFE = "shardflake.health.min-remaining-life";

    /** {@link ShardflakeJacksonProperties#isIdsAsStrings()}. */
    static final String IDS_AS_STRINGS = "shardflake.jackson.ids-as-strings";

    private PropertyNames() {
    }
}
