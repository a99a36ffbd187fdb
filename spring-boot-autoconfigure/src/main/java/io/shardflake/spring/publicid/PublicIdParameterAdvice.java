package io.shardflake.spring.publicid;

import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.jspecify.annotations.Nullable;
import org.springframework.core.Ordered;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.method.annotation.MethodArgumentTypeMismatchException;

/**
 * Answers a {@link PublicId} parameter given text that is no public id of its type with a 400 that names the
 * parameter and its type, and nothing else, as an RFC 9457 problem ({@code application/problem+json}), whatever the
 * application's {@code server.error.*} settings (Spring's own answer to a type mismatch leaves both out by default):
 *
 * <pre>
 * {"detail":"parameter id: not a valid ord id","instance":"/orders/cus_17ATY9YXH9HVPT","status":400,
 *  "title":"Bad Request","parameter":"id"}
 * </pre>
 *
 * <p>The same answer for another type's public id, one naming a key the ring lacks and garbled text: why it was
 * refused (which type it had, which key ids the ring holds) would tell a client about the application's keys and
 * their rotation. The reason, the core's message, is logged at DEBUG under this class's name.
 *
 * <p>It handles {@link InvalidPublicIdException} only, the cause of Spring's
 * {@link MethodArgumentTypeMismatchException}, so no other error changes hands. Last in order: an advice of the
 * application's that handles type mismatches, or this exception, answers instead.
 */
@RestControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
final class PublicIdParameterAdvice {

    private static final Log LOG = LogFactory.getLog(PublicIdParameterAdvice.class);

    /**
     * @param refusal the parser's refusal
     * @param raised what the handler method's invocation raised: Spring's type mismatch, which names the parameter
     * @return 400 with the problem
     */
    @ExceptionHandler(InvalidPublicIdException.class)
    ResponseEntity<ProblemDetail> refused(InvalidPublicIdException refusal, Exception raised) {
        @Nullable String parameter = raised instanceof MethodArgumentTypeMismatchException mismatch
                ? mismatch.getName() : null;
        String named = parameter == null ? "" : "parameter " + parameter + ": ";
        if (LOG.isDebugEnabled()) {
            LOG.debug(named + refusal.getMessage());
        }
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, named + "not a valid "
                + (refusal.type().isEmpty() ? "" : refusal.type() + " ") + "id");
        if (parameter != null) {
            problem.setProperty("parameter", parameter);
        }
        return ResponseEntity.status(HttpStatus.BAD_REQUEST).contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .body(problem);
    }
}
