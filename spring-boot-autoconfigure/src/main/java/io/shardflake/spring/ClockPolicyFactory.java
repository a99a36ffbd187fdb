package io.shardflake.spring;

import static io.shardflake.spring.PropertyErrors.under;

import io.shardflake.clock.ClockPolicy;
import org.springframework.boot.context.properties.PropertyMapper;

/** {@code shardflake.clock.*} → {@link ClockPolicy}, starting from the core's default (100 ms lead, 1 s wait). */
final class ClockPolicyFactory {

    private ClockPolicyFactory() {
    }

    /**
     * @param properties the clock properties
     * @return the policy
     * @throws io.shardflake.error.InvalidConfigurationException naming the key if a duration is negative
     */
    static ClockPolicy clockPolicy(ShardflakeProperties.Clock properties) {
        PropertyMapper map = PropertyMapper.get();
        ClockPolicy policy = map.from(properties::getMaxLead).to(ClockPolicy.DEFAULT,
                (current, lead) -> under(PropertyKeys.CLOCK_MAX_LEAD, () -> current.withMaxLead(lead)));
        return map.from(properties::getMaxWait).to(policy,
                (current, wait) -> under(PropertyKeys.CLOCK_MAX_WAIT, () -> current.withMaxWait(wait)));
    }
}
