package io.shardflake.sql;

import io.shardflake.clock.Micros;
import io.shardflake.uuid.GregorianUuid;
import io.shardflake.uuid.UuidTime;
import io.shardflake.uuid.UuidVersionException;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * The Shardflake SQL functions for H2, as public static methods that {@code CREATE ALIAS} points at (the script
 * {@code io/shardflake/sql/h2/shardflake-functions.sql}, installed by {@link ShardflakeSql#install}). They take
 * and return only JDK types, so shardflake-core needs no H2 on its class path; they can also be called from Java.
 *
 * <p>Each method answers what its PostgreSQL twin answers, with the same SQLSTATE on bad input, so that H2 can
 * stand in for PostgreSQL in tests:
 *
 * <ul>
 *   <li>{@code 22023} (invalid parameter value): a layout argument out of range, a negative id, a UUID that holds
 *       no time, a node that is not a MAC address;
 *   <li>{@code 22003} (numeric value out of range): a clock sequence outside 0..16383;
 *   <li>{@code 22008} (datetime field overflow): a time that a 60-bit UUID timestamp or a long of microseconds
 *       since 1970 cannot hold.
 * </ul>
 *
 * <p>H2 throws an {@link SQLException} from a function to the caller unchanged, so the caller sees these codes.
 * A {@code null} argument gives a {@code null} answer, as PostgreSQL's {@code STRICT} functions do (H2 itself
 * does that for the primitive parameters).
 */
public final class H2Functions {

    /** SQLSTATE invalid_parameter_value. */
    static final String INVALID_PARAMETER = "22023";
    /** SQLSTATE numeric_value_out_of_range. */
    static final String OUT_OF_RANGE = "22003";
    /** SQLSTATE datetime_field_overflow. */
    static final String DATETIME_OVERFLOW = "22008";

    private static final int ID_BITS = 63;
    private static final long MAX_TICK_MICROS = 86_400_000_000L;
    private static final int MAX_CLOCK_SEQUENCE = 16_383;
    /** The first and last instants a 60-bit count of 100 ns since 1582-10-15 holds. */
    private static final Instant FIRST_GREGORIAN = Instant.parse("1582-10-15T00:00:00Z");
    private static final Instant LAST_GREGORIAN = Instant.parse("5236-03-31T21:21:00.684697500Z");

    private H2Functions() {
    }

    /**
     * {@code SHARDFLAKE_ID_FIELD(id, field_shift, field_bits)}: one field of an id, as
     * {@link io.shardflake.IdLayout#extract}.
     *
     * @param id a Shardflake id, non-negative
     * @param fieldShift how far the field's lowest bit lies above bit 0, 0 to {@code 63 - fieldBits}
     * @param fieldBits the field's width, 1 to 63
     * @return the field's value
     * @throws SQLException (22023) if an argument is out of range
     */
    public static long idField(long id, int fieldShift, int fieldBits) throws SQLException {
        return field("shardflake_id_field", id, fieldShift, fieldBits, "field_shift", "field_bits");
    }

    /**
     * {@code SHARDFLAKE_ID_TIME(id, layout_epoch, time_shift, time_bits, tick_micros)}: the start of the tick an id
     * was made in, as {@code IdLayout.decode(id).timestamp()}, exact to the microsecond.
     *
     * @param id a Shardflake id, non-negative
     * @param layoutEpoch the layout's epoch (tick 0), a whole microsecond
     * @param timeShift how far the time field's lowest bit lies above bit 0, 0 to {@code 63 - timeBits}
     * @param timeBits the time field's width, 1 to 63
     * @param tickMicros the length of a tick in microseconds, 1 to 86,400,000,000 (a day)
     * @return the start of the id's tick, at UTC; {@code null} if {@code layoutEpoch} is null
     * @throws SQLException (22023) if an argument is out of range; (22008) if the time lies beyond what a long of
     *     microseconds since 1970 counts
     */
    public static @Nullable OffsetDateTime idTime(long id, @Nullable OffsetDateTime layoutEpoch, int timeShift, int timeBits,
            long tickMicros) throws SQLException {
        // Null first, before any check, as PostgreSQL's STRICT functions do.
        if (layoutEpoch == null) {
            return null;
        }
        long tick = field("shardflake_id_time", id, timeShift, timeBits, "time_shift", "time_bits");
        if (tickMicros < 1 || tickMicros > MAX_TICK_MICROS) {
            throw new SQLException("shardflake_id_time: tick_micros " + tickMicros
                    + " is out of range 1..86400000000 (1 µs to 1 day)", INVALID_PARAMETER);
        }
        Instant epoch = layoutEpoch.toInstant();
        if (epoch.getNano() % 1000 != 0) {
            // A PostgreSQL timestamptz cannot be finer, and IdLayout refuses such an epoch too.
            throw new SQLException("shardflake_id_time: layout_epoch " + layoutEpoch
                    + " is not a whole microsecond", INVALID_PARAMETER);
        }
        try {
            long epochMicros = Micros.of(epoch);
            return utc(Math.addExact(epochMicros, Math.multiplyExact(tick, tickMicros)));
        } catch (ArithmeticException overflow) {
            throw new SQLException("shardflake_id_time: id " + id + " has tick " + tick + ", which at " + tickMicros
                    + " µs per tick from " + layoutEpoch
                    + " lies beyond the microseconds a bigint counts from 1970", DATETIME_OVERFLOW);
        }
    }

    /**
     * {@code SHARDFLAKE_UUID_TIME(u)}: the time a version 1, 6 or 7 UUID carries, as {@link UuidTime#of(UUID)},
     * floored to the microsecond. The floor is there so that H2 answers what PostgreSQL answers (a timestamptz
     * holds microseconds); {@link UuidTime#of(UUID)} keeps the 100 ns of versions 1 and 6.
     *
     * @param uuid a UUID of version 1, 6 or 7 and of the RFC 9562 variant
     * @return its time floored to the microsecond, at UTC; {@code null} for {@code null}
     * @throws SQLException (22023) for any other version or variant, naming the UUID
     */
    public static @Nullable OffsetDateTime uuidTime(@Nullable UUID uuid) throws SQLException {
        if (uuid == null) {
            return null;
        }
        try {
            return UuidTime.of(uuid).truncatedTo(ChronoUnit.MICROS).atOffset(ZoneOffset.UTC);
        } catch (UuidVersionException wrongKind) {
            if (wrongKind.variant() != 2) {
                throw new SQLException("shardflake_uuid_time: " + uuid + " has variant bits "
                        + (wrongKind.variant() == 0 ? "0 (NCS)" : "11 (Microsoft or reserved)")
                        + ", not the RFC 9562 variant (binary 10); expected a UUID of version 1, 6 or 7",
                        INVALID_PARAMETER, wrongKind);
            }
            throw new SQLException("shardflake_uuid_time: " + uuid + " is version " + wrongKind.version()
                    + "; expected a UUID of version 1, 6 or 7 (the versions that carry a time)", INVALID_PARAMETER,
                    wrongKind);
        }
    }

    /**
     * {@code SHARDFLAKE_FORM_UUID_V1(ts, clock_seq, node)}: the version 1 UUID with these fields, as
     * {@code GregorianUuid.of(ts, clockSeq, node).toV1()}, for back-filling ids of records made before they had
     * them. PostgreSQL's twin takes microseconds (all a timestamptz holds); this one also takes the 100-ns steps of
     * a {@code TIMESTAMP(7) WITH TIME ZONE}, and refuses anything finer rather than rounding it, because a rounded
     * time would form a different UUID than the one asked for.
     *
     * @param ts the time, from 1582-10-15T00:00:00Z to 5236-03-31T21:21:00.6846975Z, a whole number of 100 ns
     * @param clockSeq the clock sequence, 0 to 16383
     * @param node the node's MAC address: {@code xx:xx:xx:xx:xx:xx}, {@code xx-xx-xx-xx-xx-xx} or
     *     {@code xxxxxxxxxxxx}, hex digits in either case
     * @return the version 1 UUID; {@code null} if {@code ts} or {@code node} is null
     * @throws SQLException (22003) if the clock sequence is out of range; (22008) if the time is; (22023) if the
     *     time is finer than 100 ns or the node is not a MAC address
     */
    public static @Nullable UUID formUuidV1(@Nullable OffsetDateTime ts, int clockSeq, @Nullable String node) throws SQLException {
        if (ts == null || node == null) {
            return null;
        }
        if (clockSeq < 0 || clockSeq > MAX_CLOCK_SEQUENCE) {
            throw new SQLException("shardflake_form_uuid_v1: clock_seq " + clockSeq
                    + " is out of range 0..16383 (14 bits)", OUT_OF_RANGE);
        }
        Instant time = ts.toInstant();
        if (time.isBefore(FIRST_GREGORIAN) || time.isAfter(LAST_GREGORIAN)) {
            throw new SQLException("shardflake_form_uuid_v1: ts " + ts + " is out of range " + FIRST_GREGORIAN
                    + " .. " + LAST_GREGORIAN + " (60 bits of 100 ns since 1582-10-15)", DATETIME_OVERFLOW);
        }
        if (time.getNano() % 100 != 0) {
            throw new SQLException("shardflake_form_uuid_v1: ts " + ts
                    + " is finer than 100 ns, the resolution of a UUID's time; round it first", INVALID_PARAMETER);
        }
        return GregorianUuid.of(time, clockSeq, parseNode(node)).toV1();
    }

    private static long field(String function, long id, int shift, int bits, String shiftName, String bitsName)
            throws SQLException {
        if (id < 0) {
            throw new SQLException(function + ": id " + id
                    + " is negative; Shardflake ids are non-negative (the sign bit is always 0)", INVALID_PARAMETER);
        }
        if (bits < 1 || bits > ID_BITS) {
            throw new SQLException(function + ": " + bitsName + " " + bits + " is out of range 1..63",
                    INVALID_PARAMETER);
        }
        if (shift < 0 || shift > ID_BITS - bits) {
            throw new SQLException(function + ": " + shiftName + " " + shift + " is out of range 0.."
                    + (ID_BITS - bits) + " (" + shiftName + " + " + bitsName
                    + " must not exceed the 63 bits of an id)", INVALID_PARAMETER);
        }
        return (id >>> shift) & ((1L << bits) - 1);
    }

    private static OffsetDateTime utc(long micros) {
        return Micros.toInstant(micros).atOffset(ZoneOffset.UTC);
    }

    /** Reads the MAC spellings PostgreSQL's macaddr prints or most often reads; one separator throughout. */
    private static long parseNode(String text) throws SQLException {
        String digits;
        if (text.length() == 17) {
            char separator = text.charAt(2);
            StringBuilder joined = new StringBuilder(12);
            boolean ok = separator == ':' || separator == '-';
            for (int i = 0; ok && i < 17; i++) {
                if (i % 3 == 2) {
                    ok = text.charAt(i) == separator;
                } else {
                    joined.append(text.charAt(i));
                }
            }
            digits = ok ? joined.toString() : null;
        } else {
            digits = text.length() == 12 ? text : null;
        }
        long node = 0;
        for (int i = 0; digits != null && i < 12; i++) {
            int digit = Character.digit(digits.charAt(i), 16);
            if (digit < 0 || digits.charAt(i) > 'f') {
                digits = null;
            } else {
                node = node << 4 | digit;
            }
        }
        if (digits == null) {
            throw new SQLException("shardflake_form_uuid_v1: node '" + text + "' is not a MAC address; expected "
                    + "xx:xx:xx:xx:xx:xx, xx-xx-xx-xx-xx-xx or xxxxxxxxxxxx (12 hex digits)", INVALID_PARAMETER);
        }
        return node;
    }
}
