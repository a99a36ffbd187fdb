package io.shardflake.sample.web;

/** A request parameter has a value outside what the endpoint takes; answered with a 400 naming it. */
class InvalidParameterException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    private final String parameter;
    private final String value;

    InvalidParameterException(String parameter, String value, String allowed) {
        super(parameter + " = " + value + " is not allowed: " + allowed);
        this.parameter = parameter;
        this.value = value;
    }

    String parameter() {
        return parameter;
    }

    String value() {
        return value;
    }
}
