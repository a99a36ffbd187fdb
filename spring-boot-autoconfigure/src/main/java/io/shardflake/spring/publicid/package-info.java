/**
 * Public ids in a Spring Boot application: {@link io.shardflake.spring.publicid.PublicId} marks the properties and
 * MVC parameters the world sees as public ids; {@code shardflake.public-id.*} gives the keys (entry point:
 * {@link io.shardflake.spring.publicid.ShardflakePublicIdAutoConfiguration}). Jackson's adapters
 * ({@code io.shardflake.spring.jackson}) and the actuator's decode read the same
 * {@link io.shardflake.publicid.PublicIds} bean.
 */
@NullMarked
package io.shardflake.spring.publicid;

import org.jspecify.annotations.NullMarked;
