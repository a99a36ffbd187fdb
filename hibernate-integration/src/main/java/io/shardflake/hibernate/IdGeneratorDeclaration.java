package io.shardflake.hibernate;

/**
 * An entity whose mapping asks for one of Shardflake's generators for its id, read from its annotations before
 * Hibernate makes the generators, to be compared with the generator Hibernate then made.
 *
 * @param entityName Hibernate's name of the entity, to find its generator
 * @param idPath {@code Entity.attribute} of the id
 * @param kind the generator asked for
 * @param source how the mapping asks, in its own words: {@code @SnowflakeId}, {@code generator "snowflake"},
 *     {@code @SnowflakeId on class Order}, {@code @GenericGenerator(name = "ids")}
 * @param ifRefused why Hibernate may have chosen another generator, and what to do about it
 */
record IdGeneratorDeclaration(String entityName, String idPath, ShardflakeGeneratorKind kind, String source,
        String ifRefused) {
}
