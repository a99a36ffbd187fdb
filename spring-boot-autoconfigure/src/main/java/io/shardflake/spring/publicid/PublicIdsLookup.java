package io.shardflake.spring.publicid;

import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.PublicIdSettings;
import io.shardflake.publicid.PublicIds;
import org.springframework.beans.factory.ObjectProvider;

/**
 * Where the public-id forms come from, asked when something first needs them: the application's {@link PublicIds}
 * bean, which the starter makes only when {@code shardflake.public-id.*} configures a key ring.
 */
@FunctionalInterface
public interface PublicIdsLookup {

    /**
     * @param neededBy what needs public ids, for the refusal: e.g. {@code OrderView.id (@PublicId)}
     * @return the forms
     * @throws InvalidSettingException naming {@code shardflake.public-id.keys} and {@code neededBy} if there are none
     */
    PublicIds publicIds(String neededBy);

    /**
     * @param publicIds the forms
     * @return a lookup that always finds them
     */
    static PublicIdsLookup of(PublicIds publicIds) {
        return neededBy -> publicIds;
    }

    /**
     * @param beans the application's {@link PublicIds} bean, if it has one
     * @return a lookup of that bean, which refuses when there is none
     */
    static PublicIdsLookup of(ObjectProvider<PublicIds> beans) {
        return neededBy -> beans.getIfAvailable(() -> {
            throw PublicIdSettings.noKeyRing(neededBy);
        });
    }
}
