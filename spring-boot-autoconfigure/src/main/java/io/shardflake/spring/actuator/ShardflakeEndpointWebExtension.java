package io.shardflake.spring.actuator;

import io.shardflake.codec.AmbiguousIdException;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.annotation.ReadOperation;
import org.springframework.boot.actuate.endpoint.annotation.Selector;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.actuate.endpoint.web.annotation.EndpointWebExtension;

/**
 * The {@code shardflake} endpoint over HTTP: answers a malformed id with a 400 that says what is wrong.
 *
 * <p>Without it Boot turns the endpoint's {@link InvalidEndpointRequestException} into a 400 too, but through its
 * error page, whose body leaves the message out by default. Only the decode operation is replaced; the
 * endpoint's other operation is served as is.
 *
 * <p>The 400 body holds {@code status}, {@code error}, {@code message} and {@code id}. For 13 digits that are an
 * id in both forms it also holds {@code readings}, {@code {"decimal": "...", "base32": "..."}}: the id each form
 * reads (in decimal, as strings like every id here), and the message ends with how to choose:
 * {@code (add ?format=decimal or ?format=base32)}.
 */
@EndpointWebExtension(endpoint = ShardflakeEndpoint.class)
public final class ShardflakeEndpointWebExtension {

    /** What an HTTP client adds to name the form of an ambiguous id; the sample application says the same. */
    static final String HOW_TO_CHOOSE = "add ?format=decimal or ?format=base32";

    private final ShardflakeEndpoint endpoint;

    /** @param endpoint the endpoint this extends */
    public ShardflakeEndpointWebExtension(ShardflakeEndpoint endpoint) {
        this.endpoint = endpoint;
    }

    /**
     * @param id an id in decimal or 13 characters of Crockford base32
     * @param format the query parameter {@code format}: {@code decimal} or {@code base32} names the form of
     *     {@code id}; absent, the form is read from its shape and 13 digits that are both are refused
     * @return 200 with the id's fields, or 400 with {@code status}, {@code error}, {@code message}, {@code id} and,
     *     for an ambiguous id, {@code readings}
     */
    @ReadOperation
    public WebEndpointResponse<Object> decode(@Selector String id, @Nullable String format) {
        try {
            return new WebEndpointResponse<>(endpoint.decode(id, format));
        } catch (InvalidEndpointRequestException e) {
            AmbiguousIdException ambiguous = e.getCause() instanceof AmbiguousIdException both ? both : null;
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("status", WebEndpointResponse.STATUS_BAD_REQUEST);
            body.put("error", "Bad Request");
            body.put("message", ambiguous == null ? e.getReason() : e.getReason() + " (" + HOW_TO_CHOOSE + ")");
            body.put("id", id);
            if (ambiguous != null) {
                Map<String, String> readings = new LinkedHashMap<>();
                readings.put("decimal", Long.toString(ambiguous.decimalReading()));
                readings.put("base32", Long.toString(ambiguous.base32Reading()));
                body.put("readings", readings);
            }
            return new WebEndpointResponse<>(body, WebEndpointResponse.STATUS_BAD_REQUEST);
        }
    }
}
