package io.shardflake.spring.publicid;

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
 * Answers a {@link PublicId} parameter given text that is no public id of its type with a 400 that says which
 * parameter and why, as an RFC 9457 problem ({@code application/problem+json}), whatever the application's
 * {@code server.error.*} settings (Spring's own answer to a type mismatch leaves both out by default):
 *
 * <pre>
 * {"detail":"parameter id: invalid id \"cus_17ATY9YXH9HVPT\": a public id of type ord was expected (ord_...), got one
 *  of type cus","instance":"/orders/cus_17ATY9YXH9HVPT","status":400,"title":"Bad Request","parameter":"id"}
 * </pre>
 *
 * <p>It handles {@link InvalidPublicIdException} only, the cause of Spring's
 * {@link MethodArgumentTypeMismatchException}, so no other error changes hands. Last in order: an advice of the
 * application's that handles type mismatches, or this exception, answers instead.
 */
@RestControllerAdvice
@Order(Ordered.LOWEST_PRECEDENCE)
final class PublicIdParameterAdvice {

    /**
     * @param refusal the parser's refusal
     * @param raised what the handler method's invocation raised: Spring's type mismatch, which names the parameter
     * @return 400 with the problem
     */
    @ExceptionHandler(InvalidPublicIdException.class)
    ResponseEntity<ProblemDetail> refused(InvalidPublicIdException refusal, Exception raised) {
        @Nullable String parameter = raised instanceof MethodArgumentTypeMismatchException mismatch
                ? mismatch.getName() : null;
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
                (parameter == null ? "" : "parameter " + parameter + ": ") + refusal.getMessage());
        if (parameter != null) {
            problem.setProperty("parameter", parameter);
        }
        return ResponseEntity.status(HttpStatus.BAD_REQUEST).contentType(MediaType.APPLICATION_PROBLEM_JSON)
                .body(problem);
    }
}
