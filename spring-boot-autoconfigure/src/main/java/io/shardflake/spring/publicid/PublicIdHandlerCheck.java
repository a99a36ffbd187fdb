package io.shardflake.spring.publicid;

import io.shardflake.config.PublicIdSettings;
import io.shardflake.publicid.PublicIds;
import java.util.ArrayList;
import java.util.List;
import org.jspecify.annotations.Nullable;
import org.springframework.beans.factory.ListableBeanFactory;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.core.MethodParameter;
import org.springframework.core.ResolvableType;
import org.springframework.web.method.HandlerMethod;
import org.springframework.web.method.annotation.ModelAttributeMethodProcessor;
import org.springframework.web.method.support.HandlerMethodArgumentResolver;
import org.springframework.web.servlet.handler.AbstractHandlerMethodMapping;
import org.springframework.web.servlet.mvc.method.annotation.AbstractMessageConverterMethodArgumentResolver;
import org.springframework.web.servlet.mvc.method.annotation.RequestMappingHandlerAdapter;

/**
 * Checks every Spring MVC handler method's {@link PublicId}s when the application starts, so that none is found out by
 * a request: a marked parameter must be one Spring reads as text (a path variable, request parameter, header or
 * cookie) of a type a public id can be; a marked property of an object bound from request parameters
 * ({@code @ModelAttribute}) is refused, since Spring's binder would read a plain number there; and when controllers
 * ask for public ids (a marked parameter, or a marked property of a JSON body they read or return) and the
 * application has no {@link PublicIds}, the startup stops naming {@code shardflake.public-id.keys} and what asks.
 * With keys, every marked property of those bodies is checked as its first use would.
 *
 * <p>Only what the controllers name is known here: a {@code @PublicId} property that only the application's own code
 * serializes is checked when it is first serialized, with the same messages.
 */
final class PublicIdHandlerCheck implements SmartInitializingSingleton {

    private static final String BOUND = "@PublicId on a property of an object bound from request parameters";

    private final ListableBeanFactory beans;

    PublicIdHandlerCheck(ListableBeanFactory beans) {
        this.beans = beans;
    }

    @Override
    public void afterSingletonsInstantiated() {
        boolean keys = beans.getBeanNamesForType(PublicIds.class, true, false).length > 0;
        PublicIdsLookup lookup = PublicIdsLookup.of(beans.getBeanProvider(PublicIds.class));
        List<HandlerMethodArgumentResolver> resolvers = beans.getBeansOfType(RequestMappingHandlerAdapter.class)
                .values().stream().map(RequestMappingHandlerAdapter::getArgumentResolvers)
                .filter(list -> list != null).findFirst().orElse(List.of());
        PublicIdMembers json = new PublicIdMembers();
        PublicIdMembers bound = new PublicIdMembers();
        List<String> asking = new ArrayList<>();
        for (AbstractHandlerMethodMapping<?> mapping : beans.getBeansOfType(AbstractHandlerMethodMapping.class)
                .values()) {
            for (HandlerMethod handler : mapping.getHandlerMethods().values()) {
                asking.addAll(check(handler, resolvers, json, bound, keys ? lookup : null));
            }
        }
        if (!keys && !asking.isEmpty()) {
            throw PublicIdSettings.noKeyRing(asking.get(0));
        }
    }

    /**
     * @param lookup the application's forms, to check each marked member with as its first use would; null without
     * @return what in the handler method asks for public ids
     */
    private List<String> check(HandlerMethod handler, List<HandlerMethodArgumentResolver> resolvers,
            PublicIdMembers json, PublicIdMembers bound, @Nullable PublicIdsLookup lookup) {
        String method = PublicIdArgumentResolver.name(handler.getMethod());
        List<String> asking = new ArrayList<>();
        for (MethodParameter parameter : handler.getMethodParameters()) {
            HandlerMethodArgumentResolver springs = PublicIdArgumentResolver.springsOwn(resolvers, parameter);
            PublicId marked = parameter.getParameterAnnotation(PublicId.class);
            if (marked != null) {
                String where = PublicIdArgumentResolver.where(parameter);
                PublicIdArgumentResolver.checkReadable(parameter, springs);
                PublicIdField.checkType(parameter.getParameterType(), where);
                asking.add(where);
                if (lookup != null) {
                    PublicIdField.of(marked, parameter.getParameterType(), where, lookup);
                }
            } else if (springs instanceof ModelAttributeMethodProcessor) {
                for (PublicIdMembers.Found found : bound.in(ResolvableType.forMethodParameter(parameter))) {
                    throw new UnsupportedPublicIdException(found.where(), BOUND + " (" + method + ")",
                            "@PublicId on a @PathVariable, @RequestParam, @RequestHeader or @CookieValue parameter, or"
                                    + " on a property of a JSON body (@RequestBody)");
                }
            } else if (springs instanceof AbstractMessageConverterMethodArgumentResolver) {
                asking.addAll(inJson(json.in(ResolvableType.forMethodParameter(parameter)), method + " reads", lookup));
            }
        }
        asking.addAll(inJson(json.in(ResolvableType.forMethodReturnType(handler.getMethod(),
                handler.getBeanType())), method + " returns", lookup));
        return asking;
    }

    private static List<String> inJson(List<PublicIdMembers.Found> found, String how,
            @Nullable PublicIdsLookup lookup) {
        List<String> asking = new ArrayList<>();
        for (PublicIdMembers.Found member : found) {
            if (lookup != null) {
                PublicIdField.ofMember(member.annotation(), member.member(), member.parameter(), lookup);
            }
            asking.add(member.where() + ", which " + how + ",");
        }
        return asking;
    }
}
