package io.shardflake.spring.actuator;

import org.springframework.boot.context.properties.ConfigurationProperties;

/** Settings of the {@code shardflake} actuator endpoint ({@code shardflake.actuator.*}). */
@ConfigurationProperties("shardflake.actuator")
public class ShardflakeActuatorProperties {

    /** The key of {@link #isDecodePublicIds()}, for messages. */
    public static final String DECODE_PUBLIC_IDS = "shardflake.actuator.decode-public-ids";

    /**
     * Whether the shardflake endpoint reads public ids (GET /actuator/shardflake/ord_...?format=public) with the
     * application's key ring. It then shows whoever can reach the endpoint what public ids hide: each id's time,
     * worker and shard. Off by default; turn it on only where the endpoint is reachable by operators alone.
     */
    private boolean decodePublicIds;

    /** @return whether the endpoint reads public ids */
    public boolean isDecodePublicIds() {
        return decodePublicIds;
    }

    /** @param decodePublicIds whether the endpoint reads public ids */
    public void setDecodePublicIds(boolean decodePublicIds) {
        this.decodePublicIds = decodePublicIds;
    }
}
