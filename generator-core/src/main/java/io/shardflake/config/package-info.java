/**
 * The one configuration vocabulary: every {@code shardflake.*} {@link io.shardflake.config.Setting}, read once
 * from a key → value source ({@link io.shardflake.config.ShardflakeConfig}) by Hibernate, Spring Boot and
 * ShardingSphere alike, with one duration parser and one worker chooser. A refused setting is an
 * {@link io.shardflake.config.InvalidSettingException} carrying the typed setting.
 */
@NullMarked
package io.shardflake.config;

import org.jspecify.annotations.NullMarked;
