package io.shardflake.spring.publicid;

import io.shardflake.error.InvalidIdException;
import java.beans.PropertyEditorSupport;
import java.lang.reflect.Executable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.springframework.core.DefaultParameterNameDiscoverer;
import org.springframework.core.MethodParameter;
import org.springframework.core.ParameterNameDiscoverer;
import org.springframework.core.convert.ConversionService;
import org.springframework.web.bind.WebDataBinder;
import org.springframework.web.bind.support.WebDataBinderFactory;
import org.springframework.web.context.request.NativeWebRequest;
import org.springframework.web.method.annotation.AbstractNamedValueMethodArgumentResolver;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.method.support.ModelAndViewContainer;
import org.springframework.web.method.support.UriComponentsContributor;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;
import org.springframework.web.util.UriComponentsBuilder;

/**
 * Reads a Spring MVC handler method's {@link PublicId} parameter (a path variable, request parameter, header or
 * cookie): Spring's own resolver of the parameter finds the text, and a binder given a public-id editor for the
 * parameter's type turns it into the id. Placed before every other resolver. Links built to such a handler method
 * carry the public id too.
 *
 * <p>Why an editor on the binder, not only a converter in the conversion service: when a conversion service's
 * converter refuses a text, Spring's binder falls back to its default editors, and for a {@code long} or a
 * {@code UUID} those read the plain id. The id itself would then be taken where its public id belongs, and another
 * type's public id would be refused with a {@code NumberFormatException} that says nothing. A custom editor for the
 * parameter's type is the binder's first choice and leaves it no fallback.
 */
final class PublicIdArgumentResolver implements HandlerMethodArgumentResolver, UriComponentsContributor {

    private static final ParameterNameDiscoverer NAMES = new DefaultParameterNameDiscoverer();

    private final List<HandlerMethodArgumentResolver> others;
    private final PublicIdsLookup lookup;
    private final Map<MethodParameter, PublicIdField> fields = new ConcurrentHashMap<>();

    private PublicIdArgumentResolver(List<HandlerMethodArgumentResolver> others, PublicIdsLookup lookup) {
        this.others = others;
        this.lookup = lookup;
    }

    /**
     * Puts the resolver first among the adapter's: Spring's own resolvers come before an application's custom ones.
     *
     * @param adapter an initialised handler adapter
     * @param lookup where the forms come from
     */
    static void installFirst(RequestMappingHandlerAdapter adapter, PublicIdsLookup lookup) {
        List<HandlerMethodArgumentResolver> current = adapter.getArgumentResolvers();
        if (current == null || current.stream().anyMatch(PublicIdArgumentResolver.class::isInstance)) {
            return;
        }
        List<HandlerMethodArgumentResolver> resolvers = new ArrayList<>();
        resolvers.add(new PublicIdArgumentResolver(List.copyOf(current), lookup));
        resolvers.addAll(current);
        adapter.setArgumentResolvers(resolvers);
    }

    /**
     * @param resolvers an adapter's resolvers
     * @param parameter a handler method's parameter
     * @return the resolver Spring would read it with if it were not marked {@link PublicId}, or null
     */
    static @Nullable HandlerMethodArgumentResolver springsOwn(List<HandlerMethodArgumentResolver> resolvers,
            MethodParameter parameter) {
        return resolvers.stream().filter(resolver -> !(resolver instanceof PublicIdArgumentResolver))
                .filter(resolver -> resolver.supportsParameter(parameter)).findFirst().orElse(null);
    }

    /**
     * @param parameter a handler method's parameter marked {@link PublicId}
     * @param springsOwn the resolver Spring would read it with
     * @throws UnsupportedPublicIdException if that resolver reads no text a public id could be
     */
    static void checkReadable(MethodParameter parameter, @Nullable HandlerMethodArgumentResolver springsOwn) {
        if (!(springsOwn instanceof AbstractNamedValueMethodArgumentResolver)) {
            throw new UnsupportedPublicIdException(where(parameter), "@PublicId on a parameter read by "
                    + (springsOwn == null ? "no resolver" : springsOwn.getClass().getSimpleName()),
                    "@PublicId on a @PathVariable, @RequestParam, @RequestHeader or @CookieValue parameter, or on a"
                            + " property of a JSON body (@RequestBody)");
        }
    }

    /** @return {@code OrderController.order(long) parameter id} */
    static String where(MethodParameter parameter) {
        // A copy: Spring 6's handler method parameters have no name discoverer of their own (Spring 7's have).
        MethodParameter named = parameter.clone();
        named.initParameterNameDiscovery(NAMES);
        return name(parameter.getExecutable()) + " parameter " + named.getParameterName();
    }

    /** @return {@code OrderController.order(long)} */
    static String name(Executable method) {
        return method.getDeclaringClass().getSimpleName() + "." + method.getName() + "("
                + Stream.of(method.getParameterTypes()).map(Class::getSimpleName).collect(Collectors.joining(", "))
                + ")";
    }

    @Override
    public boolean supportsParameter(MethodParameter parameter) {
        return parameter.hasParameterAnnotation(PublicId.class);
    }

    @Override
    public @Nullable Object resolveArgument(MethodParameter parameter, @Nullable ModelAndViewContainer container,
            NativeWebRequest request, @Nullable WebDataBinderFactory binders) throws Exception {
        HandlerMethodArgumentResolver springs = springsOwn(others, parameter);
        checkReadable(parameter, springs);
        if (binders == null) {
            throw new IllegalStateException(where(parameter) + ": no binder to read a public id with");
        }
        PublicIdField field = field(parameter);
        WebDataBinderFactory strict = (webRequest, target, name) -> {
            WebDataBinder binder = binders.createBinder(webRequest, target, name);
            binder.registerCustomEditor(parameter.getParameterType(), new Editor(field));
            return binder;
        };
        return springs.resolveArgument(parameter, container, request, strict);
    }

    /**
     * Links to handler methods ({@code MvcUriComponentsBuilder}) carry the public id: Spring's own contributor of the
     * parameter is given the text, not the id, which it would write as it is.
     */
    @Override
    public void contributeMethodArgument(MethodParameter parameter, @Nullable Object value,
            UriComponentsBuilder builder, Map<String, Object> uriVariables, ConversionService conversionService) {
        if (springsOwn(others, parameter) instanceof UriComponentsContributor springs) {
            springs.contributeMethodArgument(parameter, value == null ? null : field(parameter).write(value), builder,
                    uriVariables, conversionService);
        }
    }

    private PublicIdField field(MethodParameter parameter) {
        return fields.computeIfAbsent(parameter, marked -> PublicIdField.of(
                marked.getParameterAnnotation(PublicId.class), marked.getParameterType(), where(marked), lookup));
    }

    /** Text to id: a public id of the parameter's type, or an {@link InvalidPublicIdException}. */
    private static final class Editor extends PropertyEditorSupport {

        private final PublicIdField field;

        Editor(PublicIdField field) {
            this.field = field;
        }

        @Override
        public void setAsText(String text) {
            try {
                setValue(field.read(text));
            } catch (InvalidIdException refused) {
                throw new InvalidPublicIdException(field.type(), refused);
            }
        }

    }
}
