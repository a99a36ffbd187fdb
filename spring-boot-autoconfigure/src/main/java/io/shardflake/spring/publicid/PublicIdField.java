package io.shardflake.spring.publicid;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.publicid.PublicIdText;
import io.shardflake.publicid.PublicIds;
import io.shardflake.publicid.PublicUuidText;
import java.lang.annotation.Annotation;
import java.lang.reflect.Executable;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.util.UUID;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * One {@link PublicId} property or parameter: how its value becomes text and back. The rules every integration
 * shares (which Java types, which form, what a refusal says); Jackson 3's and Jackson 2's (de)serializers and the MVC
 * conversion are thin adapters over it.
 */
public final class PublicIdField {

    private final String where;
    private final String type;
    private final boolean primitive;
    private final int length;
    private final Function<Object, String> writer;
    private final Function<CharSequence, Object> reader;

    private PublicIdField(String where, String type, boolean primitive, int length, Function<Object, String> writer,
            Function<CharSequence, Object> reader) {
        this.where = where;
        this.type = type;
        this.primitive = primitive;
        this.length = length;
        this.writer = writer;
        this.reader = reader;
    }

    /**
     * @param annotations a property's annotations (merged from its field, accessor and constructor parameter)
     * @return its {@link PublicId}, or null
     */
    public static @Nullable PublicId find(Iterable<? extends Annotation> annotations) {
        for (Annotation annotation : annotations) {
            if (annotation instanceof PublicId publicId) {
                return publicId;
            }
        }
        return null;
    }

    /**
     * @param annotation the property's {@link PublicId}
     * @param type the property's Java type
     * @param where the property, for messages: {@code OrderView.id}
     * @param lookup where the forms come from
     * @return the property's form
     * @throws UnsupportedPublicIdException naming {@code where} if the type cannot be a public id, or the
     *     annotation's type or kind is not one
     * @throws io.shardflake.config.InvalidSettingException naming {@code shardflake.public-id.keys} if no key ring
     *     is configured
     */
    public static PublicIdField of(PublicId annotation, Class<?> type, String where, PublicIdsLookup lookup) {
        checkType(type, where);
        boolean number = type != UUID.class;
        PublicIds publicIds = lookup.publicIds(where + " (@PublicId)");
        try {
            if (number) {
                PublicIdText ids = publicIds.ids(annotation.value());
                return new PublicIdField(where, annotation.value(), type == Long.TYPE, ids.length(),
                        id -> ids.mask((Long) id), ids::unmask);
            }
            PublicUuidText uuids = publicIds.uuids(annotation.kind(), annotation.value());
            return new PublicIdField(where, annotation.value(), false, uuids.length(), id -> uuids.mask((UUID) id),
                    uuids::unmask);
        } catch (InvalidConfigurationException refused) {
            // The annotation's type or kind is wrong: named where it is written.
            InvalidConfigurationException named = new UnsupportedPublicIdException(where,
                    "@PublicId with " + refused.parameter().replace("public-id ", "") + " " + refused.value(),
                    refused.allowed());
            named.initCause(refused);
            throw named;
        }
    }

    /**
     * @param type a property's or parameter's Java type
     * @param where the property or parameter, for the message
     * @throws UnsupportedPublicIdException naming {@code where} if a public id cannot be of that type
     */
    public static void checkType(Class<?> type, String where) {
        if (type != Long.class && type != Long.TYPE && type != UUID.class) {
            throw new UnsupportedPublicIdException(where, "@PublicId on a " + type.getName(),
                    "long, Long or java.util.UUID (of version 7, 6 or 1, named by @PublicId's kind)");
        }
    }

    /**
     * The form of a member a mapper found (a field, an accessor, a creator's parameter), if it is marked.
     *
     * @param annotation the member's {@link PublicId}, or null
     * @param member the field, getter or setter; for a creator's parameter, the constructor or factory method
     * @param parameter the creator parameter's index, or -1
     * @param lookup where the forms come from
     * @return the form, named {@code OrderView.id}; null when there is no annotation
     * @throws InvalidConfigurationException as {@link #of}
     */
    public static @Nullable PublicIdField ofMember(@Nullable PublicId annotation, Member member, int parameter,
            PublicIdsLookup lookup) {
        if (annotation == null) {
            return null;
        }
        String name = member.getName();
        Class<?> type = member instanceof Field field ? field.getType() : Void.TYPE;
        if (member instanceof Executable executable) {
            // A creator's parameter, a setter's value, or a getter's result.
            int index = parameter >= 0 ? parameter : executable.getParameterCount() == 1 ? 0 : -1;
            if (index >= 0) {
                type = executable.getParameterTypes()[index];
                name = parameter >= 0 ? executable.getParameters()[index].getName() : name;
            } else if (executable instanceof Method getter) {
                type = getter.getReturnType();
            }
        }
        return of(annotation, type, member.getDeclaringClass().getSimpleName() + "." + name, lookup);
    }

    /** @return the property, as messages name it: {@code OrderView.id} */
    public String where() {
        return where;
    }

    /** @return the public id's type, {@code ord}; "" for none */
    public String type() {
        return type;
    }

    /** @return whether the property is a primitive {@code long}, which cannot be null */
    public boolean primitive() {
        return primitive;
    }

    /**
     * @param value the id: a {@code Long} or a {@code UUID}, as the property's type
     * @return its public id, masked with the ring's current key
     * @throws InvalidIdException if it is no id (a negative number, a UUID of another version)
     */
    public String write(Object value) {
        return writer.apply(value);
    }

    /**
     * @param text a public id of the property's type
     * @return the id ({@code Long} or {@code UUID})
     * @throws InvalidIdException if it has another type, names a key the ring lacks, or is no public id of the form
     */
    public Object read(CharSequence text) {
        return reader.apply(text);
    }

    /**
     * Reads a JSON value: the rules both Jackson majors' deserializers share.
     *
     * @param text the value's text, or null when it is not a JSON string
     * @param token what the value is, named in the refusal of one that is not a string
     * @param refusal the mapper's way to refuse input (its input mismatch), which throws
     * @param <E> what the refusal throws
     * @return the id
     * @throws E for a value that is not a string (a number would be the plain id: never taken), or a string that is
     *     not a public id of the property's type
     */
    public <E extends Exception> Object readJson(@Nullable String text, Object token, Refusal<E> refusal) throws E {
        if (text == null) {
            return refusal.refuse(where + ": a public id is text of " + length + " characters, got " + token);
        }
        try {
            return read(text);
        } catch (InvalidIdException refused) {
            return refusal.refuse(where + ": " + refused.getMessage());
        }
    }

    /**
     * What a JSON null reads as: no id, as for any id property; for a primitive, the mapper's rule for primitives.
     *
     * @param failOnNullForPrimitives the mapper's {@code FAIL_ON_NULL_FOR_PRIMITIVES}
     * @param refusal the mapper's way to refuse input, which throws
     * @param <E> what the refusal throws
     * @return null, or 0 for a primitive when the mapper allows it
     * @throws E for a primitive when the mapper refuses null for primitives
     */
    public <E extends Exception> @Nullable Object readNull(boolean failOnNullForPrimitives, Refusal<E> refusal)
            throws E {
        if (!primitive) {
            return null;
        }
        return failOnNullForPrimitives
                ? refusal.refuse(where + ": null for a primitive long (FAIL_ON_NULL_FOR_PRIMITIVES)") : (Object) 0L;
    }

    /**
     * A mapper's way to refuse input, which throws: Jackson's input mismatch.
     *
     * @param <E> what it throws
     */
    @FunctionalInterface
    public interface Refusal<E extends Exception> {

        /**
         * @param message why
         * @return never: it throws
         * @throws E always
         */
        Object refuse(String message) throws E;
    }

    @Override
    public String toString() {
        return "PublicIdField[" + where + ", " + length + " characters]";
    }
}
