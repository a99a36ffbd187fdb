/**
 * The {@linkplain io.shardflake.hibernate.ShardflakeGeneratorNames generator names}:
 * {@link io.shardflake.hibernate.NamedGeneratorsContributor} adds this package to every persistence unit, and a
 * package's generators are global. Read on every Hibernate line, whether or not XML mapping is enabled.
 */
@GenericGenerator(name = ShardflakeGeneratorNames.SNOWFLAKE, type = SnowflakeIdGenerator.class)
@GenericGenerator(name = ShardflakeGeneratorNames.UUID, type = ShardflakeUuidGenerator.class)
@GenericGenerator(name = ShardflakeGeneratorNames.UNIQID, type = UniqidIdGenerator.class)
@NullMarked
package io.shardflake.hibernate.names;

import io.shardflake.hibernate.ShardflakeGeneratorNames;
import io.shardflake.hibernate.ShardflakeUuidGenerator;
import io.shardflake.hibernate.SnowflakeIdGenerator;
import io.shardflake.hibernate.UniqidIdGenerator;
import org.hibernate.annotations.GenericGenerator;
import org.jspecify.annotations.NullMarked;
