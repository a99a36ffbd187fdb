package io.shardflake.hibernate;

import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Member;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The fields and getters of an entity or embeddable class and its superclasses (mapped superclasses included). */
final class EntityMembers {

    private EntityMembers() {
    }

    /**
     * @param type an entity or embeddable class
     * @return the instance fields and getters ({@code getX()}/{@code isX()} without parameters) of {@code type} and
     *     its superclasses, the class's own first
     */
    static List<Member> declaredBy(Class<?> type) {
        List<Member> found = new ArrayList<>();
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Field field : c.getDeclaredFields()) {
                if (!Modifier.isStatic(field.getModifiers()) && !field.isSynthetic()) {
                    found.add(field);
                }
            }
            for (Method method : c.getDeclaredMethods()) {
                if (!Modifier.isStatic(method.getModifiers()) && !method.isBridge() && !method.isSynthetic()
                        && method.getParameterCount() == 0 && method.getReturnType() != void.class
                        && (method.getName().startsWith("get") || method.getName().startsWith("is"))) {
                    found.add(method);
                }
            }
        }
        return found;
    }

    /** @return the member's value type: the field's type or the getter's return type */
    static Class<?> typeOf(Member member) {
        return member instanceof Field field ? field.getType() : ((Method) member).getReturnType();
    }

    /** @return the member as an annotated element */
    static AnnotatedElement element(Member member) {
        return (AnnotatedElement) member;
    }

    /** @return the attribute name: the field's name, or the getter's without {@code get}/{@code is} */
    static String attributeName(Member member) {
        String name = member.getName();
        if (member instanceof Method) {
            String bare = name.startsWith("get") && name.length() > 3 ? name.substring(3)
                    : name.startsWith("is") && name.length() > 2 ? name.substring(2) : name;
            // The JavaBeans rule: "URL" stays "URL", "Customer" becomes "customer".
            if (bare.length() > 1 && Character.isUpperCase(bare.charAt(1))) {
                return bare;
            }
            return bare.substring(0, 1).toLowerCase(Locale.ROOT) + bare.substring(1);
        }
        return name;
    }
}
