/**
 * The {@linkplain io.shardflake.hibernate.ShardflakeGeneratorNames generator names} for Hibernate 6.6, whose mapping
 * XML has no {@code <generic-generator>}: {@link io.shardflake.hibernate.NamedGeneratorsContributor} adds this
 * package there, and a package's generators are global. Hibernate 7 reads
 * {@code META-INF/shardflake/named-generators.xml} instead, which outlives {@code @GenericGenerator(name = ...)}.
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
