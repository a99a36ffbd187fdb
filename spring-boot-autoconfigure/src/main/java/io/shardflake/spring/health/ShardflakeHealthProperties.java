package io.shardflake.spring.health;

import java.time.Duration;
import org.springframework.boot.context.properties.ConfigurationProperties;

/** Settings of the {@code shardflake} health component ({@code shardflake.health.*}). */
@ConfigurationProperties("shardflake.health")
public class ShardflakeHealthProperties {

    /** The key of {@link #getMinRemainingLife()}, for messages. */
    public static final String MIN_REMAINING_LIFE = "shardflake.health.min-remaining-life";

    /**
     * The layout's remaining life below which the shardflake health component, still UP, carries a warning: time
     * enough to plan and roll out a layout with a later epoch or more time bits before ids run out.
     */
    private Duration minRemainingLife = Duration.ofDays(365);

    /** @return the remaining life below which the component warns */
    public Duration getMinRemainingLife() {
        return minRemainingLife;
    }

    /** @param minRemainingLife the remaining life below which the component warns */
    public void setMinRemainingLife(Duration minRemainingLife) {
        this.minRemainingLife = minRemainingLife;
    }
}
