package io.shardflake.shardingsphere;

import java.math.BigDecimal;
import java.math.BigInteger;
import org.jspecify.annotations.Nullable;

/**
 * A sharding column's value as the id it is. ShardingSphere passes what the statement carried: a {@code Long} from
 * {@code setLong}, an {@code Integer} or {@code BigInteger} or {@code BigDecimal} from a literal. Anything that is
 * not a whole number in {@code [0, 2^63 - 1]} cannot be a Shardflake id, and guessing a shard for it would put a
 * row on the wrong database, so it is refused.
 */
final class IdValue {

    private IdValue() {
    }

    /**
     * @param value the column's value
     * @return the id, or -1 when the value is not a whole number in {@code [0, 2^63 - 1]}
     */
    static long of(Object value) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            long id = ((Number) value).longValue();
            return id < 0 ? -1 : id;
        }
        if (value instanceof BigInteger big) {
            return big.signum() < 0 || big.bitLength() > 63 ? -1 : big.longValue();
        }
        if (value instanceof BigDecimal decimal) {
            try {
                return of(decimal.toBigIntegerExact());
            } catch (ArithmeticException fraction) {
                return -1;
            }
        }
        return -1;
    }

    /**
     * A range bound as an exact number, for {@code BETWEEN}, {@code <}, {@code >=}: any whole or decimal number.
     *
     * @param value the bound
     * @return it as a {@code BigDecimal}, or null when it is not a number
     */
    static @Nullable BigDecimal bound(Object value) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return BigDecimal.valueOf(((Number) value).longValue());
        }
        if (value instanceof BigInteger big) {
            return new BigDecimal(big);
        }
        if (value instanceof BigDecimal decimal) {
            return decimal;
        }
        return null;
    }

    /** @return the value and its type, for messages */
    static String describe(@Nullable Object value) {
        return value == null ? "null" : value + " (" + value.getClass().getSimpleName() + ")";
    }
}
