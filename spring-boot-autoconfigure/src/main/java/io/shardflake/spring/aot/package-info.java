/**
 * Ahead-of-time processing and native images: {@link org.springframework.aot.hint.RuntimeHintsRegistrar}s for what
 * Shardflake loads by name at run time (class-path resources, classes Hibernate, H2 and ShardingSphere instantiate
 * or call reflectively), listed in {@code META-INF/spring/aot.factories} so that {@code process-aot} picks them up in
 * every application that has the starter.
 */
@NullMarked
package io.shardflake.spring.aot;

import org.jspecify.annotations.NullMarked;
