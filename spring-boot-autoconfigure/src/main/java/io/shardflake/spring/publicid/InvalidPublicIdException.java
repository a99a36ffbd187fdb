package io.shardflake.spring.publicid;

import io.shardflake.error.InvalidIdException;

/**
 * A Spring MVC handler method's {@link PublicId} parameter (a path variable, a request parameter, a header) was given
 * text that is not a public id of its type: another type, a key the ring lacks, or no public id at all. Spring wraps
 * it in a {@code MethodArgumentTypeMismatchException}; the starter answers it with a 400 naming the parameter and its
 * type only. Its message, the core's, says why (and may name key ids): for the log, not for the client. An
 * application that answers it its own way handles this type in its {@code @ControllerAdvice}.
 */
public class InvalidPublicIdException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String type;

    /**
     * @param type the parameter's public-id type ({@code ord}), "" for none
     * @param refusal the core's refusal, whose message this carries
     */
    public InvalidPublicIdException(String type, InvalidIdException refusal) {
        super(refusal.getMessage(), refusal);
        this.type = type;
    }

    /** @return the parameter's public-id type ({@code ord}), "" for none */
    public String type() {
        return type;
    }

    /** @return the core's refusal: a {@code WrongTypeException}, an {@code UnknownKeyException}, ... */
    public InvalidIdException refusal() {
        return (InvalidIdException) getCause();
    }
}
