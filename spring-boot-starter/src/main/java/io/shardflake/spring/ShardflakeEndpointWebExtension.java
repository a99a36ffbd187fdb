package io.shardflake.spring;

import java.util.LinkedHashMap;
import java.util.Map;
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
 */
@EndpointWebExtension(endpoint = ShardflakeEndpoint.class)
public final class ShardflakeEndpointWebExtension {

    private final ShardflakeEndpoint endpoint;

    /** @param endpoint the endpoint this extends */
    public ShardflakeEndpointWebExtension(ShardflakeEndpoint endpoint) {
        this.endpoint = endpoint;
    }

    /**
     * @param id an id in decimal or 13 characters of Crockford base32
     * @return 200 with the id's fields, or 400 with {@code status}, {@code error}, {@code message} and {@code id}
     */
    @ReadOperation
    public WebEndpointResponse<Object> decode(@Selector String id) {
        try {
            return new WebEndpointResponse<>(endpoint.decode(id));
        } catch (InvalidEndpointRequestException e) {
            Map<String, Object> body = new LinkedHashMap<>();
            body.put("status", WebEndpointResponse.STATUS_BAD_REQUEST);
            body.put("error", "Bad Request");
            body.put("message", e.getReason());
            body.put("id", id);
            return new WebEndpointResponse<>(body, WebEndpointResponse.STATUS_BAD_REQUEST);
        }
    }
}
