package io.shardflake.publicid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.security.GeneralSecurityException;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES under one key, one 16-byte block at a time: the block cipher {@code CIPH_K} that SP 800-38G builds FF1 on.
 *
 * <p>The JDK's AES ({@code AES/ECB/NoPadding}: ECB of a single block is the bare block cipher, which is what FF1
 * is defined over, not a mode of its own). A {@link Cipher} is not thread-safe and takes microseconds to set up,
 * so each thread gets its own once, with its input and output buffers: a block then costs one
 * {@link Cipher#update(byte[], int, int, byte[], int)} and allocates nothing. One instance per key, shared by every
 * permutation and mask made with that key.
 */
final class AesBlocks {

    /** Big-endian longs over a byte array: FF1's strings of bytes are big-endian numbers. */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);

    private final ThreadLocal<Block> blocks;

    /**
     * @param key an AES key of 128, 192 or 256 bits
     * @throws IllegalStateException if this JDK cannot make an AES cipher with it (every Java SE JDK can)
     */
    AesBlocks(SecretKeySpec key) {
        this.blocks = ThreadLocal.withInitial(() -> new Block(key));
        blocks.get();
    }

    /**
     * @return {@code CIPH_K(hi || lo)} in this thread's output buffer, valid until this thread's next call
     */
    byte[] encrypt(long hi, long lo) {
        Block block = blocks.get();
        LONGS.set(block.in, 0, hi);
        LONGS.set(block.in, 8, lo);
        return block.encrypt();
    }

    /**
     * @param input 16 bytes
     * @return {@code CIPH_K(input)}, a new array
     */
    byte[] encrypt(byte[] input) {
        return encrypt(longAt(input, 0), longAt(input, 8)).clone();
    }

    /** @return the 8 bytes of {@code bytes} from {@code index} as a big-endian number */
    static long longAt(byte[] bytes, int index) {
        return (long) LONGS.get(bytes, index);
    }

    /** One thread's cipher and buffers. */
    private static final class Block {

        private final Cipher cipher;
        private final byte[] in = new byte[16];
        private final byte[] out = new byte[16];

        Block(SecretKeySpec key) {
            try {
                cipher = Cipher.getInstance("AES/ECB/NoPadding");
                cipher.init(Cipher.ENCRYPT_MODE, key);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("this JDK cannot encrypt with AES", e);
            }
        }

        byte[] encrypt() {
            try {
                cipher.update(in, 0, 16, out, 0);
            } catch (GeneralSecurityException e) {
                // A 16-byte output for a 16-byte input of a block cipher without padding is never too short.
                throw new IllegalStateException(e);
            }
            return out;
        }
    }
}
