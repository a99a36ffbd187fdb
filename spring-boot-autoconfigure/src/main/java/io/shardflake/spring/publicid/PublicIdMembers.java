package io.shardflake.spring.publicid;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.springframework.core.ResolvableType;

/**
 * Finds the {@link PublicId} members of the application's types that a type reaches: the type itself, its type
 * arguments ({@code ResponseEntity<List<OrderView>>}), array components, and the types of its fields, transitively.
 * The JDK's, Spring's and Jackson's own types are not looked into. Each type is looked into once per instance.
 */
final class PublicIdMembers {

    /**
     * A marked member.
     *
     * @param annotation its {@link PublicId}
     * @param member the field or method; for a constructor's parameter, the constructor
     * @param parameter the constructor parameter's index, or -1
     */
    record Found(PublicId annotation, Member member, int parameter) {

        /** @return {@code OrderView.id}, a method as {@code OrderView.id()} */
        String where() {
            String owner = member.getDeclaringClass().getSimpleName();
            if (parameter >= 0) {
                return owner + "." + ((Constructor<?>) member).getParameters()[parameter].getName();
            }
            return owner + "." + member.getName() + (member instanceof Method ? "()" : "");
        }
    }

    private final Set<Class<?>> seen = new HashSet<>();

    /**
     * @param type a type a handler method reads or returns
     * @return the marked members it reaches that no earlier call of this instance found
     */
    List<Found> in(ResolvableType type) {
        List<Found> found = new ArrayList<>();
        collect(type, found);
        return found;
    }

    private void collect(ResolvableType type, List<Found> found) {
        Class<?> raw = type.resolve();
        if (raw == null) {
            return;
        }
        if (raw.isArray()) {
            collect(type.getComponentType(), found);
            return;
        }
        for (ResolvableType argument : type.getGenerics()) {
            collect(argument, found);
        }
        if (!isApplications(raw) || !seen.add(raw)) {
            return;
        }
        for (Class<?> owner = raw; owner != null && isApplications(owner); owner = owner.getSuperclass()) {
            marked(owner, found);
            for (Field field : owner.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers())) {
                    collect(ResolvableType.forField(field, type), found);
                }
            }
        }
    }

    private static void marked(Class<?> owner, List<Found> found) {
        for (Field field : owner.getDeclaredFields()) {
            add(field, field, -1, found);
        }
        for (Method method : owner.getDeclaredMethods()) {
            add(method, method, -1, found);
        }
        for (Constructor<?> constructor : owner.getDeclaredConstructors()) {
            Parameter[] parameters = constructor.getParameters();
            for (int i = 0; i < parameters.length; i++) {
                add(parameters[i], constructor, i, found);
            }
        }
    }

    private static void add(AnnotatedElement element, Member member, int parameter, List<Found> found) {
        PublicId annotation = element.getAnnotation(PublicId.class);
        if (annotation != null) {
            found.add(new Found(annotation, member, parameter));
        }
    }

    /** The application's own types: not the JDK's, Spring's or another framework's, whose properties are not ids. */
    private static boolean isApplications(Class<?> type) {
        if (type.isPrimitive() || type.isEnum() || type.isAnnotation()) {
            return false;
        }
        String name = type.getName();
        return !(name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jakarta.")
                || name.startsWith("org.springframework.") || name.startsWith("kotlin.") || name.startsWith("sun.")
                || name.startsWith("jdk.") || name.startsWith("tools.jackson.")
                || name.startsWith("com.fasterxml.jackson."));
    }
}
