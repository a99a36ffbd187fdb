package io.shardflake.hibernate;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import org.hibernate.MappingException;
import org.hibernate.id.IdentifierGenerationException;

/**
 * Reads one field or getter of an entity, through a method handle made once at boot (no reflection per insert).
 */
final class MemberReader {

    private static final MethodType OBJECT_TO_OBJECT = MethodType.methodType(Object.class, Object.class);

    private final MethodHandle getter;
    private final String path;

    private MemberReader(MethodHandle getter, String path) {
        this.getter = getter;
        this.path = path;
    }

    /**
     * @param member a field or a no-argument method
     * @param path {@code Entity.attribute}, for messages
     * @return a reader
     * @throws MappingException if the member cannot be read from here
     */
    static MemberReader of(Member member, String path) {
        try {
            MethodHandles.Lookup lookup =
                    MethodHandles.privateLookupIn(member.getDeclaringClass(), MethodHandles.lookup());
            MethodHandle handle = member instanceof Field field ? lookup.unreflectGetter(field)
                    : lookup.unreflect((Method) member);
            return new MemberReader(handle.asType(OBJECT_TO_OBJECT), path);
        } catch (IllegalAccessException | RuntimeException e) {
            throw new MappingException("cannot read " + path + " (" + member + "): " + e.getMessage()
                    + "; if the entity lives in a named module, open its package to io.shardflake.hibernate", e);
        }
    }

    /**
     * @param target the object to read from
     * @return the member's value
     */
    Object read(Object target) {
        try {
            return (Object) getter.invokeExact(target);
        } catch (RuntimeException | Error e) {
            throw e;
        } catch (Throwable e) {
            throw new IdentifierGenerationException("could not read " + path, e);
        }
    }

    String path() {
        return path;
    }
}
