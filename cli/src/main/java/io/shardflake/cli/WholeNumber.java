package io.shardflake.cli;

import java.util.regex.Pattern;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads the numeric options ({@code --worker}, {@code --count}, {@code --years}, ...): optional minus sign and
 * decimal digits, nothing else. {@link Long#valueOf} alone would also take a plus sign; each command checks the
 * number's range, which depends on the layout or the request.
 */
final class WholeNumber {

    private static final Pattern DIGITS = Pattern.compile("-?[0-9]+");

    private WholeNumber() {
    }

    /**
     * @param text the value as typed
     * @return the number
     * @throws TypeConversionException if it is not a whole number, or does not fit in a {@code long}
     */
    static Long parse(String text) {
        if (!DIGITS.matcher(text).matches()) {
            throw new TypeConversionException(CliText.shown(text) + " is not a whole number");
        }
        try {
            return Long.valueOf(text);
        } catch (NumberFormatException tooLong) {
            throw new TypeConversionException(text + " is out of range: allowed at most "
                    + CliText.grouped(Long.MAX_VALUE));
        }
    }
}
