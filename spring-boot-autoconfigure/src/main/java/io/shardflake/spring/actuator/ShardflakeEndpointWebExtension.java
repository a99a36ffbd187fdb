package io.shardflake.spring.actuator;

import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.OperationResponseBody;
import org.springframework.boot.actuate.endpoint.annotation.ReadOperation;
import org.springframework.boot.actuate.endpoint.annotation.Selector;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;
import org.springframework.boot.actuate.endpoint.web.annotation.EndpointWebExtension;

/**
 * The {@code shardflake} endpoint over HTTP: answers a malformed id with a 400 that says what is wrong.
 *
 * <p>Without it Boot turns the endpoint's {@link InvalidEndpointRequestException} into a 400 too, but through its
 * error page, whose body leaves the message out by default. As Boot's own web extensions do (its health endpoint's),
 * the answer is a {@link WebEndpointResponse} whose body is an {@link OperationResponseBody}: a
 * {@link DecodedIdDescriptor} with 200, or an {@link InvalidIdDescriptor} with 400. Only the decode operation is
 * replaced; the endpoint's other operation is served as is.
 */
@EndpointWebExtension(endpoint = ShardflakeEndpoint.class)
public final class ShardflakeEndpointWebExtension {

    private final ShardflakeEndpoint endpoint;

    /** @param endpoint the endpoint this extends */
    public ShardflakeEndpointWebExtension(ShardflakeEndpoint endpoint) {
        this.endpoint = endpoint;
    }

    /**
     * @param id an id in decimal or 13 characters of Crockford base32, or a 64-bit public id where the endpoint
     *     reads them
     * @param format the query parameter {@code format}: {@code decimal}, {@code base32} or, where the endpoint reads
     *     public ids, {@code public} names the form of {@code id}; absent, the form is read as {@code IdText} reads ids
     *     and a text that is an id in two forms is refused
     * @return 200 with the id's fields, or 400 saying why the text is no id
     */
    // Spring Boot 3's actuator takes a parameter for optional only under Spring's own @Nullable (Boot 4 reads
    // JSpecify's too): without it a request without ?format is refused with a 400 on Boot 3.5.
    @SuppressWarnings("deprecation")
    @ReadOperation
    public WebEndpointResponse<OperationResponseBody> decode(@Selector String id,
            @Nullable @org.springframework.lang.Nullable String format) {
        try {
            return new WebEndpointResponse<>(endpoint.decode(id, format));
        } catch (InvalidEndpointRequestException e) {
            return new WebEndpointResponse<>(InvalidIdDescriptor.of(id, e), WebEndpointResponse.STATUS_BAD_REQUEST);
        }
    }
}
