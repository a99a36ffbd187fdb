package io.shardflake.cli;

import io.shardflake.locality.CounterMode;
import io.shardflake.locality.LocalityUuid;
import io.shardflake.uuid.GregorianUuid;
import io.shardflake.uuid.UuidConversion;
import io.shardflake.uuid.UuidNode;
import io.shardflake.uuid.UuidTime;
import java.io.PrintWriter;
import java.util.UUID;
import org.jspecify.annotations.Nullable;

/**
 * Prints what {@code decode} reads from a UUID: for RFC 9562 versions 1 and 6 the exact time, clock sequence,
 * node and the other version's form; for version 7 the millisecond and the bits after it; for the other versions
 * that they carry no time; and for a Groupon Locality UUID vB its counter, process id, MAC fragment and time.
 */
final class UuidReport {

    /** 100 ns: seven digits after the second. */
    private static final int GREGORIAN_DIGITS = 7;
    /** Milliseconds: three digits. */
    private static final int MILLIS_DIGITS = 3;
    /** RFC 9562 rand_b: the 62 bits below the variant. */
    private static final long RAND_B_MASK = 0x3FFF_FFFF_FFFF_FFFFL;
    /** Shardflake's version 7 counter takes the top 6 bits of rand_b, leaving 56 random bits. */
    private static final int RANDOM_BITS_OF_V7 = 56;

    /** What the versions without a time hold, by version number. */
    private static final @Nullable String[] NO_TIME = {null, null, "DCE security, whose layout RFC 9562 leaves to DCE",
        "an MD5 hash of a namespace and a name", "122 random bits", "a SHA-1 hash of a namespace and a name", null,
        null, "custom, laid out as its maker chose"};

    private UuidReport() {
    }

    /** @return the kind as {@code --type} spells it, e.g. {@code uuid-v4}, or {@code uuid-nil}, {@code uuid-max} */
    static String kindName(UUID uuid) {
        if (isNil(uuid)) {
            return "uuid-nil";
        }
        if (isMax(uuid)) {
            return "uuid-max";
        }
        return "uuid-v" + uuid.version();
    }

    /**
     * @param uuid an RFC 9562 UUID, as {@link io.shardflake.uuid.UuidFormat#parse} returns: versions 1 to 8 of its
     *     variant, or the Nil or Max UUID
     * @param out where the lines go
     */
    static void print(UUID uuid, PrintWriter out) {
        if (isNil(uuid) || isMax(uuid)) {
            out.println("kind: " + kindName(uuid) + " (the " + (isNil(uuid) ? "Nil UUID: all 128 bits 0"
                    : "Max UUID: all 128 bits 1") + ")");
            out.println("uuid: " + uuid);
            out.println("time: none (the Nil and Max UUIDs have no version and carry no time)");
            return;
        }
        int version = uuid.version();
        switch (version) {
            case 1, 6 -> gregorian(uuid, version, out);
            case 7 -> unixMillis(uuid, out);
            default -> {
                out.println("kind: " + kindName(uuid) + " (RFC 9562 UUID version " + version + ": "
                        + NO_TIME[version] + ")");
                out.println("uuid: " + uuid);
                out.println("time: none (version " + version + " encodes no time)");
            }
        }
    }

    private static void gregorian(UUID uuid, int version, PrintWriter out) {
        GregorianUuid fields = GregorianUuid.from(uuid);
        out.println("kind: uuid-v" + version + " (RFC 9562 UUID version " + version
                + (version == 1 ? ": Gregorian time, clock sequence, node)" : ": version 1's fields in time order)"));
        out.println("uuid: " + uuid);
        out.println("time: " + CliText.instant(fields.time(), GREGORIAN_DIGITS));
        out.println("timestamp: " + CliText.grouped(fields.timestamp()) + " (100 ns since 1582-10-15T00:00:00Z)");
        out.println("clock sequence: " + CliText.hex(fields.clockSequence(), 4) + " ("
                + CliText.grouped(fields.clockSequence()) + ")");
        boolean multicast = (fields.node() & UuidNode.MULTICAST_BIT) != 0;
        out.println("node: " + CliText.hex(fields.node(), 12) + (multicast
                ? " (multicast bit set: random, not a MAC address)" : " (multicast bit clear: likely a MAC address)"));
        if (version == 1) {
            out.println("v6 form: " + UuidConversion.v1ToV6(uuid) + " (the same fields, sorting by time)");
        } else {
            out.println("v1 form: " + UuidConversion.v6ToV1(uuid) + " (the same fields)");
        }
    }

    private static void unixMillis(UUID uuid, PrintWriter out) {
        long high = uuid.getMostSignificantBits();
        long millis = high >>> 16;
        long randA = high & 0xFFF;
        long randB = uuid.getLeastSignificantBits() & RAND_B_MASK;
        out.println("kind: uuid-v7 (RFC 9562 UUID version 7: Unix milliseconds, then counter and random bits)");
        out.println("uuid: " + uuid);
        out.println("time: " + CliText.instant(UuidTime.of(uuid), MILLIS_DIGITS));
        out.println("unix_ts_ms: " + CliText.hex(millis, 12) + " (" + CliText.grouped(millis) + ")");
        out.println("rand_a: " + CliText.hex(randA, 3) + " (12 bits: counter or random, as the maker chose)");
        out.println("rand_b: " + CliText.hex(randB, 16) + " (62 bits)");
        out.println("if made by shardflake: counter " + CliText.hex(randA << 6 | randB >>> RANDOM_BITS_OF_V7, 5)
                + " (18 bits: rand_a and the top 6 of rand_b), random "
                + CliText.hex(randB & ((1L << RANDOM_BITS_OF_V7) - 1), 14) + " (56 bits)");
    }

    /**
     * @param id a Locality UUID vB
     * @param out where the lines go
     */
    static void print(LocalityUuid id, PrintWriter out) {
        out.println("kind: locality (Groupon Locality UUID vB: counter, process id, MAC fragment, time; "
                + "not an RFC 9562 UUID)");
        out.println("uuid: " + id);
        out.println("counter: " + CliText.grouped(id.counter()) + " (variable mode, the default: the first group "
                + CliText.hex(id.firstGroup(), 8) + " read nibble-reversed)");
        out.println("counter if sequential: " + CliText.grouped(id.counter(CounterMode.SEQUENTIAL))
                + " (sequential mode: the first group as is)");
        out.println("process id: " + CliText.grouped(id.processId()) + " (mod 65,536)");
        out.println("MAC: " + id.macDisplay() + " (the last 28 bits of the maker's MAC address)");
        out.println("time: " + CliText.instant(id.instant(), MILLIS_DIGITS));
    }

    private static boolean isNil(UUID uuid) {
        return uuid.getMostSignificantBits() == 0 && uuid.getLeastSignificantBits() == 0;
    }

    private static boolean isMax(UUID uuid) {
        return uuid.getMostSignificantBits() == -1 && uuid.getLeastSignificantBits() == -1;
    }
}
