package io.shardflake.sample.web;

import io.shardflake.error.InvalidIdException;
import io.shardflake.codec.AmbiguousIdException;
import io.shardflake.sample.service.NotFoundException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.springframework.dao.DataIntegrityViolationException;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.HttpStatusCode;
import org.springframework.http.ProblemDetail;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.MethodArgumentNotValidException;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.RestControllerAdvice;
import org.springframework.web.context.request.WebRequest;
import org.springframework.web.servlet.mvc.method.annotation.ResponseEntityExceptionHandler;

/**
 * Errors as RFC 9457 problem details. Spring's base class covers the framework's own (unreadable JSON, a bad
 * parameter type, an unknown path); this adds the application's and names the offending field or input.
 */
@RestControllerAdvice
class ProblemHandler extends ResponseEntityExceptionHandler {

    @ExceptionHandler
    ProblemDetail notFound(NotFoundException e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.getMessage());
        problem.setTitle("Not found");
        problem.setProperty("id", Long.toString(e.id()));
        return problem;
    }

    @ExceptionHandler
    ProblemDetail invalidId(InvalidIdException e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, e.getMessage());
        problem.setTitle("Malformed id");
        problem.setProperty("input", e.input());
        return problem;
    }

    /**
     * Thirteen digits that are a decimal id and a different base32 id: both readings, and how to name the form, in
     * the actuator endpoint's words.
     */
    @ExceptionHandler
    ProblemDetail ambiguousId(AmbiguousIdException e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST,
                e.getMessage() + " (" + PathId.HOW_TO_CHOOSE + ")");
        problem.setTitle("Ambiguous id");
        problem.setProperty("input", e.input());
        Map<String, String> readings = new LinkedHashMap<>();
        readings.put("decimal", Long.toString(e.decimalReading()));
        readings.put("base32", Long.toString(e.base32Reading()));
        problem.setProperty("readings", readings);
        return problem;
    }

    @ExceptionHandler
    ProblemDetail invalidParameter(InvalidParameterException e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, e.getMessage());
        problem.setTitle("Invalid parameter");
        problem.setProperty("parameter", e.parameter());
        problem.setProperty("value", e.value());
        return problem;
    }

    /** The unique email: the email's hash picks the shard, so a per-shard constraint is a global one. */
    @ExceptionHandler
    ProblemDetail conflict(DataIntegrityViolationException e) {
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.CONFLICT,
                "the row conflicts with an existing one (is the email already registered?)");
        problem.setTitle("Conflict");
        return problem;
    }

    @Override
    protected ResponseEntity<Object> handleMethodArgumentNotValid(MethodArgumentNotValidException e,
            HttpHeaders headers, HttpStatusCode status, WebRequest request) {
        List<Map<String, Object>> errors = e.getFieldErrors().stream()
                .map(error -> Map.<String, Object>of("field", error.getField(), "message",
                        String.valueOf(error.getDefaultMessage()),
                        "rejected", String.valueOf(error.getRejectedValue())))
                .toList();
        String detail = e.getFieldErrors().stream()
                .map(error -> error.getField() + ": " + error.getDefaultMessage())
                .sorted().reduce((a, b) -> a + "; " + b).orElse("invalid request body");
        ProblemDetail problem = ProblemDetail.forStatusAndDetail(HttpStatus.BAD_REQUEST, detail);
        problem.setTitle("Invalid request body");
        problem.setProperty("errors", errors);
        return handleExceptionInternal(e, problem, headers, HttpStatus.BAD_REQUEST, request);
    }
}
