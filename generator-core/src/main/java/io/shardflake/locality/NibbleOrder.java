package io.shardflake.locality;

/** Reverses the order of the eight 4-bit blocks of an int: the one trick behind variable mode. */
final class NibbleOrder {

    private NibbleOrder() {
    }

    /**
     * @param value any int
     * @return {@code value} with its least significant nibble first: {@code 0x12345678 -> 0x87654321}; its own
     *     inverse
     */
    static int reverse(int value) {
        int bytesReversed = Integer.reverseBytes(value);
        return ((bytesReversed & 0x0F0F0F0F) << 4) | ((bytesReversed >>> 4) & 0x0F0F0F0F);
    }
}
