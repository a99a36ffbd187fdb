package io.shardflake.uuid;

/**
 * A well-formed UUID has a version or variant the caller cannot use here: for example a random (v4) UUID given
 * to {@link UuidTime#of(java.util.UUID)}, or a Microsoft GUID (variant {@code 110}) where an RFC 9562 UUID was
 * expected.
 */
public class UuidVersionException extends InvalidUuidException {

    private static final long serialVersionUID = 1L;

    private final int version;
    private final int variant;
    private final String expected;

    /**
     * @param input the rejected text or UUID
     * @param version the version nibble found (0 to 15)
     * @param variant the variant found, numbered as {@link java.util.UUID#variant()} does (0, 2, 6 or 7)
     * @param expected what would have been accepted, in words
     */
    public UuidVersionException(Object input, int version, int variant, String expected) {
        super(input, describe(version, variant) + "; expected " + expected);
        this.version = version;
        this.variant = variant;
        this.expected = expected;
    }

    /** @return the version nibble found, 0 to 15 */
    public int version() {
        return version;
    }

    /** @return the variant found: 0 (NCS), 2 (RFC 9562), 6 (Microsoft) or 7 (reserved) */
    public int variant() {
        return variant;
    }

    /** @return what would have been accepted, in words */
    public String expected() {
        return expected;
    }

    private static String describe(int version, int variant) {
        if (variant != 2) {
            return "variant " + variantName(variant) + " is not the RFC 9562 variant (binary 10)";
        }
        return "version " + version + (version >= 1 && version <= 8 ? "" : " (unassigned)");
    }

    private static String variantName(int variant) {
        switch (variant) {
            case 0:
                return "NCS (binary 0)";
            case 6:
                return "Microsoft (binary 110)";
            case 7:
                return "reserved (binary 111)";
            default:
                return String.valueOf(variant);
        }
    }
}
