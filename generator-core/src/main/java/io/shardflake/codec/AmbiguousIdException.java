package io.shardflake.codec;

import io.shardflake.error.InvalidIdException;

/**
 * A text is an id in both forms {@link IdText} reads, and the two readings are different ids: 13 digits whose
 * first is {@code 0} to {@code 7} are a decimal number and also 13 characters of Crockford base32. Nothing is
 * guessed; the caller names the form ({@link IdText#parse(CharSequence, IdCodec)}) and both readings are carried
 * here so that a person can be shown what each form would mean.
 *
 * <p>The message names the text, both readings and the two form names, e.g. {@code invalid id "1234567890123":
 * 13 digits read two ways: as decimal 1234567890123, as Crockford base32 1228503247364293699; name the form:
 * decimal or base32}. Callers add how their users name it (a command-line option, a query parameter).
 */
public class AmbiguousIdException extends InvalidIdException {

    private static final long serialVersionUID = 1L;

    private final long decimalReading;
    private final long base32Reading;

    /**
     * @param input the text that reads two ways
     * @param decimalReading the id its digits are as a decimal number (leading zeros taken as padding)
     * @param base32Reading the id it is as Crockford base32
     */
    public AmbiguousIdException(CharSequence input, long decimalReading, long base32Reading) {
        super(input, reason(input, decimalReading, base32Reading));
        this.decimalReading = decimalReading;
        this.base32Reading = base32Reading;
    }

    /** @return the id the text is as a decimal number, its leading zeros taken as padding */
    public long decimalReading() {
        return decimalReading;
    }

    /** @return the id the text is as 13 characters of Crockford base32 */
    public long base32Reading() {
        return base32Reading;
    }

    private static String reason(CharSequence input, long decimalReading, long base32Reading) {
        // Decimal has no leading zeros, so naming the decimal form would be refused in turn: say how it is written.
        boolean padded = input != null && input.length() > 1 && input.charAt(0) == '0';
        String decimal = padded
                ? "as zero-padded decimal " + decimalReading + " (decimal is written without leading zeros: "
                        + decimalReading + ")"
                : "as decimal " + decimalReading;
        return "13 digits read two ways: " + decimal + ", as Crockford base32 " + base32Reading
                + "; name the form: " + DecimalCodec.NAME + " or " + Crockford32Codec.NAME;
    }
}
