/**
 * Shardflake ids for Hibernate ORM 7: annotations, the id generators behind them, generator names, and
 * {@link io.shardflake.hibernate.ShardKey shard co-location}. The id logic is the core's; this package only adapts
 * it to Hibernate.
 *
 * <h2>Three ways in</h2>
 * <pre>{@code
 * @Id @SnowflakeId Long id;                                   // 1. on the id
 *
 * @Entity @SnowflakeId class Order { @Id @GeneratedValue Long id; }    // 2. on the class ...
 * @SnowflakeId package com.acme.orders;                       //    ... or in package-info.java
 *
 * @Id @GeneratedValue(generator = "snowflake") Long id;       // 3. by name, nothing else needed
 * }</pre>
 * The same holds for {@link io.shardflake.hibernate.ShardflakeUuid} (name {@code "shardflake-uuid"}, v7) and
 * {@link io.shardflake.hibernate.UniqidId} (name {@code "uniqid"}). A {@code @GenericGenerator(name = ..., type =
 * SnowflakeIdGenerator.class)} on the class or package works as well, in Hibernate 7, and so does an annotation of
 * the application's own meta-annotated with {@code @IdGeneratorType(SnowflakeIdGenerator.class)}.
 *
 * <p>Way 2 needs {@code @GeneratedValue} on the id (without it the id is "assigned"), and Hibernate must know the
 * package ({@code MetadataSources.addPackage}, or a scanner that finds {@code package-info.class}). Way 3 works
 * because {@link io.shardflake.hibernate.NamedGeneratorsContributor} registers the names globally from a package,
 * with {@code hibernate.xml_mapping_enabled} on or off.
 *
 * <h2>Checked at boot</h2>
 * {@link io.shardflake.hibernate.ShardflakeIntegrator} fails the boot with a {@code MappingException} naming
 * {@code Entity.field} when an id whose mapping asks for a Shardflake generator got another one from Hibernate (a
 * name Hibernate did not know, a {@code strategy} that overrides the name, a class annotation Hibernate did not
 * read), and when a {@link io.shardflake.hibernate.ShardKey} cannot be honoured.
 *
 * <h2>Configuration</h2>
 * {@link io.shardflake.hibernate.ShardflakeSettings}: a ready generator under {@code shardflake.generator}, or the
 * {@code shardflake.*} settings to build one. One generator per SessionFactory, shared by every entity
 * ({@link io.shardflake.hibernate.ShardflakeService}).
 *
 * <h2>Hibernate 8</h2>
 * Checked against 8.0.0.Beta1: this package compiles unchanged, and the annotations, the generators and the names
 * registered here pass the module's tests there.
 * What changes for applications that name generators themselves:
 * <ul>
 *   <li>{@code @GenericGenerator} loses {@code name()}: it becomes an {@code @IdGeneratorType} annotation placed
 *       directly on the id (or on the class or package with {@code @GeneratedValue}), like
 *       {@link io.shardflake.hibernate.SnowflakeId}. {@code @GenericGenerator(name = "x", type = ...)} on a class
 *       or in a {@code package-info.java} no longer compiles, and a class or package annotation no longer
 *       registers a name.</li>
 *   <li>Named generic generators remain only in mapping XML ({@code <generic-generator>}), which is how this
 *       module registers {@code "snowflake"}, {@code "shardflake-uuid"} and {@code "uniqid"}; so
 *       {@code @GeneratedValue(generator = "snowflake")} keeps working.</li>
 *   <li>To be ready, prefer the annotations ({@code @SnowflakeId} on the id, class or package) or the registered
 *       names over {@code @GenericGenerator(name = ...)}.</li>
 * </ul>
 */
@NullMarked
package io.shardflake.hibernate;

import org.jspecify.annotations.NullMarked;
