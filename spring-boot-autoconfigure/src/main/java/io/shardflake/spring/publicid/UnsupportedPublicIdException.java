package io.shardflake.spring.publicid;

import io.shardflake.error.InvalidConfigurationException;
import org.jspecify.annotations.Nullable;

/**
 * A {@link PublicId} where it cannot be read as one: on a type that is no id ({@code String}, say), with a type or
 * kind no public id has, or on a handler method parameter that Spring reads some other way than as a path variable,
 * request parameter, header or cookie (a field of an object bound from request parameters, say, which Spring's
 * binder would read as a plain number). Refused, rather than ignored: the id would go out as it is, or come in
 * without its type checked.
 */
public class UnsupportedPublicIdException extends InvalidConfigurationException {

    private static final long serialVersionUID = 1L;

    /**
     * @param where the property or parameter, e.g. {@code OrderView.id}
     * @param what what is refused, e.g. {@code @PublicId on a java.lang.String}
     * @param allowed what would be accepted
     */
    public UnsupportedPublicIdException(String where, @Nullable Object what, String allowed) {
        super(where, what, allowed);
    }
}
