package io.shardflake.hibernate;

import io.shardflake.IdLayout;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidGenerator;
import org.hibernate.service.Service;

/**
 * The generators of one Hibernate service registry (one SessionFactory): every entity's id generator asks this
 * service, so the whole application shares one generator of each kind instead of one per entity.
 *
 * <p>Each generator is the object given under its {@link ShardflakeSettings} key, or else built from the
 * {@code shardflake.*} settings the first time it is asked for (when the SessionFactory is created, where the id
 * generators are started; while the metadata is built they ask only for the {@linkplain #snowflakeLayout() layout}),
 * and the same object from then on. Contributed to every registry by
 * {@link ShardflakeServiceContributor}; look it up with
 * {@code serviceRegistry.requireService(ShardflakeService.class)}.
 */
public interface ShardflakeService extends Service {

    /**
     * @return the 64-bit id generator
     * @throws io.shardflake.error.InvalidConfigurationException naming the setting if one is invalid
     */
    SnowflakeGenerator snowflakeGenerator();

    /**
     * The layout of {@link #snowflakeGenerator()}'s ids, known without building that generator: what the mapping
     * needs while Hibernate builds the metadata, where no connection may be opened (the generator may lease its
     * worker id).
     *
     * @return the layout of the 64-bit ids
     * @throws io.shardflake.error.InvalidConfigurationException naming the setting if one is invalid
     */
    IdLayout snowflakeLayout();

    /**
     * @return how many shards {@link ShardKeyMode#HASH} spreads keys over, between 1 and the number of shards the
     *     {@link #snowflakeLayout() layout} holds
     * @throws io.shardflake.error.InvalidConfigurationException naming {@code shardflake.shard.count} if it is
     *     out of range or the layout has no shard field
     */
    int hashShardCount();

    /**
     * @param kind {@link UuidKind#V7}, {@link UuidKind#V6} or {@link UuidKind#V1}
     * @return the UUID generator of that kind
     * @throws IllegalArgumentException for {@link UuidKind#LOCALITY}, which has its own generator type: see
     *     {@link #localityGenerator()}
     * @throws io.shardflake.error.InvalidConfigurationException naming the setting if one is invalid
     */
    UuidGenerator uuidGenerator(UuidKind kind);

    /**
     * @return the Locality UUID generator
     * @throws io.shardflake.error.InvalidConfigurationException naming the setting if one is invalid
     */
    LocalityUuidGenerator localityGenerator();

    /**
     * @return the PHP uniqid generator
     * @throws io.shardflake.error.InvalidConfigurationException naming the setting if one is invalid
     */
    UniqidGenerator uniqidGenerator();
}
