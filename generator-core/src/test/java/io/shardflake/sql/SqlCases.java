package io.shardflake.sql;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.uuid.GregorianUuid;
import io.shardflake.uuid.UuidTime;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import java.util.UUID;

/**
 * Random cases for the SQL functions, each with the Java core's answer, and the SQL literals to send them as one
 * {@code VALUES} list (one round trip for thousands of cases, the same text on PostgreSQL and H2).
 */
final class SqlCases {

    /** Fixed, so a failure repeats; printed in every mismatch. */
    static final long SEED = 0x5AFE_F1A4EL;

    static final Instant FIRST_GREGORIAN = Instant.parse("1582-10-15T00:00:00Z");
    /** The last whole microsecond a 60-bit Gregorian timestamp holds (it ends at .6846975). */
    static final Instant LAST_GREGORIAN_MICRO = Instant.parse("5236-03-31T21:21:00.684697Z");
    static final long MAX_GREGORIAN = (1L << 60) - 1;
    static final long MAX_NODE = (1L << 48) - 1;

    private static final DateTimeFormatter LITERAL =
            DateTimeFormatter.ofPattern("uuuu-MM-dd HH:mm:ss.SSSSSSxxx").withZone(ZoneOffset.UTC);
    private static final Instant EARLIEST_EPOCH = Instant.parse("1900-01-01T00:00:00Z");
    private static final Instant LATEST_EPOCH = Instant.parse("2025-01-01T00:00:00Z");
    private static final IdField[] SMALL_FIELDS = {IdField.SHARD, IdField.WORKER, IdField.SEQUENCE};

    private SqlCases() {
    }

    /** An id of a layout, and one of its non-time fields to read (TIME when it has no other). */
    record IdCase(IdLayout layout, long id, IdField field) {

        Instant expectedTime() {
            return layout.decode(id).timestamp();
        }

        String valuesRow(int n) {
            return "(" + n + ", " + bigint(id) + ", " + timestamp(layout.epoch()) + ", "
                    + layout.shift(IdField.TIME) + ", " + layout.width(IdField.TIME) + ", "
                    + bigint(layout.tickMicros()) + ", " + layout.shift(field) + ", " + layout.width(field) + ")";
        }
    }

    /** A time-based UUID and its time floored to the microsecond. */
    record UuidCase(UUID uuid) {

        Instant expectedTime() {
            return UuidTime.of(uuid).truncatedTo(ChronoUnit.MICROS);
        }

        int version() {
            return uuid.version();
        }

        String valuesRow(int n) {
            return "(" + n + ", " + SqlCases.uuid(uuid) + ")";
        }
    }

    /** The fields to form a version 1 UUID from (time at µs, as a timestamptz holds). */
    record FormCase(Instant time, int clockSequence, long node) {

        UUID expected() {
            return GregorianUuid.of(time, clockSequence, node).toV1();
        }

        String valuesRow(int n, String macLiteral) {
            return "(" + n + ", " + timestamp(time) + ", " + clockSequence + ", " + macLiteral + ")";
        }
    }

    // ---- generating ---------------------------------------------------------------------------------------

    static List<IdCase> idCases(Random random, int count) {
        List<IdCase> cases = new ArrayList<>(count);
        LayoutPreset[] presets = LayoutPreset.values();
        while (cases.size() < count) {
            IdLayout layout = random.nextInt(3) == 0 ? presets[random.nextInt(presets.length)].layout()
                    : randomLayout(random);
            // Several ids per layout: building a layout costs more than an id.
            for (int i = 0; i < 20 && cases.size() < count; i++) {
                long id = layout.encode(pick(random, layout.maxTick()), pick(random, layout.maxValue(IdField.SHARD)),
                        pick(random, layout.maxValue(IdField.WORKER)), pick(random, layout.maxValue(IdField.SEQUENCE)));
                List<IdField> present = new ArrayList<>(layout.fields());
                present.remove(IdField.TIME);
                IdField field = present.isEmpty() ? IdField.TIME : present.get(random.nextInt(present.size()));
                cases.add(new IdCase(layout, id, field));
            }
        }
        return cases;
    }

    /** Any layout IdLayout accepts: fields in any order, any widths, ticks from 1 µs to a day, past epochs. */
    static IdLayout randomLayout(Random random) {
        List<IdField> fields = new ArrayList<>(List.of(IdField.TIME));
        for (IdField field : SMALL_FIELDS) {
            if (random.nextBoolean()) {
                fields.add(field);
            }
        }
        Collections.shuffle(fields, random);
        int timeBits = 1 + random.nextInt(63);
        int left = 63 - timeBits;
        IdLayout.Builder builder = IdLayout.builder().epoch(randomEpoch(random)).tick(Duration.ofNanos(
                1000 * randomTickMicros(random)));
        for (IdField field : fields) {
            int bits = field == IdField.TIME ? timeBits : Math.min(left, random.nextInt(32));
            left -= field == IdField.TIME ? 0 : bits;
            builder.add(field, bits);
        }
        return builder.build();
    }

    private static Instant randomEpoch(Random random) {
        long from = EARLIEST_EPOCH.toEpochMilli();
        long to = LATEST_EPOCH.toEpochMilli();
        Instant milli = Instant.ofEpochMilli(from + (long) (random.nextDouble() * (to - from)));
        // Mostly whole milliseconds, as real epochs are; some with microseconds, which IdLayout also allows.
        return random.nextInt(4) == 0 ? milli.plusNanos(1000L * random.nextInt(1000)) : milli;
    }

    private static long randomTickMicros(Random random) {
        switch (random.nextInt(5)) {
            case 0:
                return 1;
            case 1:
                return 1000;
            case 2:
                return 10_000;
            case 3:
                return 86_400_000_000L;
            default:
                return 1 + random.nextLong(86_400_000_000L);
        }
    }

    static List<UuidCase> uuidCases(Random random, int count) {
        List<UuidCase> cases = new ArrayList<>(count);
        // The ends of each version's range first.
        cases.add(new UuidCase(GregorianUuid.of(FIRST_GREGORIAN, 0, 0).toV1()));
        cases.add(new UuidCase(new GregorianUuid(MAX_GREGORIAN, 16383, MAX_NODE).toV1()));
        cases.add(new UuidCase(new GregorianUuid(MAX_GREGORIAN, 16383, MAX_NODE).toV6()));
        cases.add(new UuidCase(GregorianUuid.of(FIRST_GREGORIAN, 0, 0).toV6()));
        cases.add(new UuidCase(v7(0, 0, 0)));
        cases.add(new UuidCase(v7((1L << 48) - 1, -1, -1)));
        while (cases.size() < count) {
            switch (random.nextInt(3)) {
                case 0:
                    cases.add(new UuidCase(randomGregorian(random).toV1()));
                    break;
                case 1:
                    cases.add(new UuidCase(randomGregorian(random).toV6()));
                    break;
                default:
                    cases.add(new UuidCase(v7(random.nextLong() >>> 16, random.nextLong(), random.nextLong())));
                    break;
            }
        }
        return cases;
    }

    private static GregorianUuid randomGregorian(Random random) {
        // Half of the timestamps near today, where real UUIDs are; half anywhere in the 60 bits.
        long timestamp = random.nextBoolean() ? random.nextLong() >>> 4
                : 0x1F0_0000_0000_0000L + random.nextLong(1L << 50);
        return new GregorianUuid(timestamp, random.nextInt(16384), random.nextLong() >>> 16);
    }

    /** A version 7 UUID with these milliseconds and random bits (version and variant set over them). */
    static UUID v7(long unixMillis, long randA, long randB) {
        return new UUID(unixMillis << 16 | 0x7000 | (randA & 0xFFF), 0x8000_0000_0000_0000L | (randB >>> 2));
    }

    static List<FormCase> formCases(Random random, int count) {
        List<FormCase> cases = new ArrayList<>(count);
        cases.add(new FormCase(FIRST_GREGORIAN, 0, 0));
        cases.add(new FormCase(LAST_GREGORIAN_MICRO, 16383, MAX_NODE));
        cases.add(new FormCase(Instant.EPOCH, 8192, 1));
        cases.add(new FormCase(Instant.EPOCH.minusNanos(1000), 1, 0x010000000000L));
        long firstMicros = micros(FIRST_GREGORIAN);
        long lastMicros = micros(LAST_GREGORIAN_MICRO);
        long today = micros(LATEST_EPOCH);
        while (cases.size() < count) {
            long at = random.nextBoolean() ? firstMicros + random.nextLong(lastMicros - firstMicros + 1)
                    : today + random.nextLong(-(1L << 45), 1L << 45);
            long node = random.nextInt(20) == 0 ? (random.nextBoolean() ? 0 : MAX_NODE) : random.nextLong() >>> 16;
            cases.add(new FormCase(ofMicros(at), random.nextInt(16384), node));
        }
        return cases;
    }

    /** 0, the maximum, or uniform in between; so every field's ends come up often. */
    private static long pick(Random random, long max) {
        switch (random.nextInt(10)) {
            case 0:
                return 0;
            case 1:
                return max;
            default:
                return max == Long.MAX_VALUE ? random.nextLong() >>> 1 : random.nextLong(max + 1);
        }
    }

    // ---- SQL text -----------------------------------------------------------------------------------------

    /** {@code (VALUES row, row, ...) AS alias(columns)}, a derived table both databases read. */
    static String values(List<String> rows, String alias) {
        return "(VALUES " + String.join(",\n", rows) + ") AS " + alias;
    }

    /** An explicit BIGINT, so that a column whose first rows happen to be small is not typed INTEGER. */
    static String bigint(long value) {
        return "CAST(" + value + " AS BIGINT)";
    }

    static String timestamp(Instant time) {
        return "TIMESTAMP WITH TIME ZONE '" + LITERAL.format(time) + "'";
    }

    static String uuid(UUID uuid) {
        return "CAST('" + uuid + "' AS UUID)";
    }

    static String mac(long node) {
        String hex = String.format("%012x", node);
        StringBuilder text = new StringBuilder(17);
        for (int i = 0; i < 12; i += 2) {
            text.append(i == 0 ? "" : ":").append(hex, i, i + 2);
        }
        return text.toString();
    }

    static long micros(Instant time) {
        return Math.addExact(Math.multiplyExact(time.getEpochSecond(), 1_000_000L), time.getNano() / 1000);
    }

    static Instant ofMicros(long micros) {
        return Instant.ofEpochSecond(Math.floorDiv(micros, 1_000_000L), Math.floorMod(micros, 1_000_000L) * 1000);
    }
}
