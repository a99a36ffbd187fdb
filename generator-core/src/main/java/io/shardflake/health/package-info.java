/**
 * Whether an instance can make ids, in no framework's types: what the Spring Boot health indicators and the Quarkus
 * readiness check report.
 */
@NullMarked
package io.shardflake.health;

import org.jspecify.annotations.NullMarked;
