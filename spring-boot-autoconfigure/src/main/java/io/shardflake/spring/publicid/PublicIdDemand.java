package io.shardflake.spring.publicid;

import io.shardflake.config.PublicIdSettings;
import java.lang.reflect.AnnotatedElement;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.servlet.handler.AbstractHandlerMethodMapping;

/**
 * Stops the startup of an application whose Spring MVC controllers ask for public ids while no key ring is
 * configured, naming {@code shardflake.public-id.keys} and what asks: a handler method's {@link PublicId} parameter,
 * or a {@link PublicId} property of a type it reads or returns (a JSON body, a bound object; nested types and type
 * arguments such as {@code List<OrderView>} included). Without it the first request would find out.
 *
 * <p>Only what the controllers name is known at startup: a {@code @PublicId} property that only the application's own
 * code (de)serializes is refused when it is first serialized, with the same message.
 */
final class PublicIdDemand implements SmartInitializingSingleton {

    private final ListableBeanFactory beans;

    PublicIdDemand(ListableBeanFactory beans) {
        this.beans = beans;
    }

    @Override
    public void afterSingletonsInstantiated() {
        if (beans.getBeanNamesForType(io.shardflake.publicid.PublicIds.class, true, false).length > 0) {
            return;
        }
        Set<Class<?>> seen = new HashSet<>();
        for (AbstractHandlerMethodMapping<?> mapping : beans.getBeansOfType(AbstractHandlerMethodMapping.class)
                .values()) {
            for (HandlerMethod handler : mapping.getHandlerMethods().values()) {
                String asking = asking(handler, seen);
                if (asking != null) {
                    throw PublicIdSettings.noKeyRing(asking);
                }
            }
        }
    }

    /** @return what in the handler method asks for public ids, or null */
    private static @Nullable String asking(HandlerMethod handler, Set<Class<?>> seen) {
        String method = handler.getBeanType().getSimpleName() + "." + handler.getMethod().getName() + "("
                + Stream.of(handler.getMethod().getParameterTypes()).map(Class::getSimpleName)
                        .collect(Collectors.joining(", ")) + ")";
        for (MethodParameter parameter : handler.getMethodParameters()) {
            if (parameter.hasParameterAnnotation(PublicId.class)) {
                return method + " parameter " + parameter.getParameterName();
            }
            String inType = inType(ResolvableType.forMethodParameter(parameter), seen);
            if (inType != null) {
                return inType + ", which " + method + " reads,";
            }
        }
        String inReturned = inType(ResolvableType.forMethodReturnType(handler.getMethod(), handler.getBeanType()),
                seen);
        return inReturned == null ? null : inReturned + ", which " + method + " returns,";
    }

    /**
     * @return the first {@code Type.property} marked {@link PublicId} in the type, its type arguments or the types of
     *     its fields, or null
     */
    private static @Nullable String inType(ResolvableType type, Set<Class<?>> seen) {
        Class<?> raw = type.resolve();
        if (raw == null) {
            return null;
        }
        if (raw.isArray()) {
            return inType(type.getComponentType(), seen);
        }
        for (ResolvableType argument : type.getGenerics()) {
            String found = inType(argument, seen);
            if (found != null) {
                return found;
            }
        }
        if (!isApplications(raw) || !seen.add(raw)) {
            return null;
        }
        for (Class<?> owner = raw; owner != null && isApplications(owner); owner = owner.getSuperclass()) {
            String marked = marked(owner);
            if (marked != null) {
                return marked;
            }
            for (Field field : owner.getDeclaredFields()) {
                String found = Modifier.isStatic(field.getModifiers()) ? null
                        : inType(ResolvableType.forField(field, type), seen);
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    /** @return the class's first field, method or constructor parameter marked {@link PublicId}, or null */
    private static @Nullable String marked(Class<?> owner) {
        Stream<AnnotatedElement> members = Stream.of(Stream.of(owner.getDeclaredFields()),
                Stream.of(owner.getDeclaredMethods()),
                Stream.of(owner.getDeclaredConstructors()).flatMap(ctor -> Stream.of(ctor.getParameters())))
                .flatMap(member -> member);
        return members.filter(member -> member.isAnnotationPresent(PublicId.class)).findFirst()
                .map(member -> name(owner, member)).orElse(null);
    }

    private static String name(Class<?> owner, AnnotatedElement member) {
        if (member instanceof Field field) {
            return owner.getSimpleName() + "." + field.getName();
        }
        if (member instanceof Method method) {
            return owner.getSimpleName() + "." + method.getName() + "()";
        }
        return "the constructor parameter " + ((Parameter) member).getName() + " of " + owner.getSimpleName();
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
