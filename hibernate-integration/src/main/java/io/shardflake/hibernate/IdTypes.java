package io.shardflake.hibernate;

import java.lang.annotation.Annotation;
import java.util.List;
import java.util.Map;
import org.hibernate.MappingException;

/**
 * The Java types each Shardflake id annotation serves, and the refusal of any other, in one place: the generators
 * check the id Hibernate describes at boot, and a framework that reads the mapping ahead (the Quarkus extension, from
 * its index at build time) checks the declared type with the same words.
 */
public final class IdTypes {

    private record Supported(List<String> typeNames, String inWords) {
    }

    private static final Map<Class<? extends Annotation>, Supported> SUPPORTED = Map.of(
            SnowflakeId.class, new Supported(List.of("java.lang.Long", "long", "java.lang.String"),
                    "Long, long and String (13 characters of Crockford base32)"),
            ShardflakeUuid.class, new Supported(List.of("java.util.UUID", "java.lang.String", "byte[]"),
                    "UUID, String (36 characters) and byte[] (16 bytes)"),
            UniqidId.class, new Supported(List.of("java.lang.String"), "String"));

    private IdTypes() {
    }

    /**
     * @param annotation {@link SnowflakeId}, {@link ShardflakeUuid} or {@link UniqidId}: what the id's mapping asks for
     * @param what how the mapping asked, for the message: {@code @SnowflakeId}, or a generator's name
     * @param path the id attribute, {@code Entity.attribute}
     * @param typeName the attribute's Java type as {@link Class#getTypeName()} writes it: {@code java.lang.Long},
     *     {@code long}, {@code byte[]}
     * @throws MappingException naming the id, its type and the supported types, if the annotation cannot serve it
     */
    public static void require(Class<? extends Annotation> annotation, String what, String path, String typeName) {
        Supported supported = SUPPORTED.get(annotation);
        if (supported == null) {
            throw new IllegalArgumentException(annotation + " is not a Shardflake id annotation");
        }
        if (!supported.typeNames().contains(typeName)) {
            throw new MappingException(what + " on " + path + " of type "
                    + typeName.substring(typeName.lastIndexOf('.') + 1) + ": supported types are "
                    + supported.inWords());
        }
    }
}
