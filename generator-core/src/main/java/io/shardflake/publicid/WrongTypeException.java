package io.shardflake.publicid;

import io.shardflake.error.InvalidIdException;

/**
 * A public id of one type was given where another was expected: an order id ({@code ord_...}) where a customer id
 * ({@code cus_...}) belongs, or a typed public id where an untyped one belongs, or the other way round. The message
 * names both types, e.g. {@code invalid id "ord_17QMMSNNFSTJR6": a public id of type cus was expected (cus_...), got
 * one of type ord}.
 */
public class WrongTypeException extends InvalidIdException {

    private static final long serialVersionUID = 1L;

    private final String expectedType;
    private final String foundType;

    /**
     * @param input the text
     * @param expectedType the type expected, "" for none
     * @param foundType the type the text has (what precedes its {@code _}), "" for none
     */
    public WrongTypeException(CharSequence input, String expectedType, String foundType) {
        super(input, reason(expectedType, foundType));
        this.expectedType = expectedType;
        this.foundType = foundType;
    }

    /** @return the type that was expected, "" for none */
    public String expectedType() {
        return expectedType;
    }

    /** @return the type the text has, "" for none */
    public String foundType() {
        return foundType;
    }

    private static String reason(String expected, String found) {
        String wanted = expected.isEmpty() ? "a public id without a type prefix was expected"
                : "a public id of type " + expected + " was expected (" + expected + TypeName.SEPARATOR + "...)";
        return wanted + ", got one " + (found.isEmpty() ? "without a type prefix" : "of type " + found);
    }
}
