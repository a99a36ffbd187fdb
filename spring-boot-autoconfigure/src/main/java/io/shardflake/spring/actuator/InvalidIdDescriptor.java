package io.shardflake.spring.actuator;

import io.shardflake.codec.AmbiguousIdException;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.OperationResponseBody;
import org.springframework.boot.actuate.endpoint.web.WebEndpointResponse;

/**
 * The body of the 400 that {@code GET /actuator/shardflake/{id}} answers for text that is no id of the layout.
 *
 * <p>An {@link OperationResponseBody}, as Boot's own endpoints answer (its health endpoint's 503 carries a
 * {@code HealthDescriptor} the same way): the actuator's JSON mapper writes it, nulls left out.
 *
 * @param status {@code 400}
 * @param error {@code Bad Request}
 * @param message what is wrong with the id, in the words of the core's reader; for 13 digits that are an id in both
 *     forms it ends with how to choose: {@code (add ?format=decimal or ?format=base32)}
 * @param id the text as requested
 * @param readings for 13 digits that are an id in both forms, the id each form reads; else null (left out)
 */
public record InvalidIdDescriptor(int status, String error, String message, String id, @Nullable Readings readings)
        implements OperationResponseBody {

    /** What an HTTP client adds to name the form of an ambiguous id; the sample application says the same. */
    static final String HOW_TO_CHOOSE = "add ?format=decimal or ?format=base32";

    /**
     * @param id the text as requested
     * @param refusal the endpoint's refusal; its cause is the core's exception
     * @return the body that says why
     */
    static InvalidIdDescriptor of(String id, InvalidEndpointRequestException refusal) {
        if (refusal.getCause() instanceof AmbiguousIdException ambiguous) {
            return new InvalidIdDescriptor(WebEndpointResponse.STATUS_BAD_REQUEST, "Bad Request",
                    refusal.getReason() + " (" + HOW_TO_CHOOSE + ")", id, new Readings(
                            Long.toString(ambiguous.decimalReading()), Long.toString(ambiguous.base32Reading())));
        }
        return new InvalidIdDescriptor(WebEndpointResponse.STATUS_BAD_REQUEST, "Bad Request", refusal.getReason(), id,
                null);
    }

    /**
     * The id 13 ambiguous digits read as, in decimal and as strings like every id of the endpoint.
     *
     * @param decimal the id they are as a zero-padded decimal
     * @param base32 the id they are as Crockford base32
     */
    public record Readings(String decimal, String base32) {
    }
}
