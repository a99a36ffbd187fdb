package io.shardflake.publicid;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.security.GeneralSecurityException;
import java.util.concurrent.atomic.AtomicReferenceArray;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * AES under one key, one 16-byte block at a time: the block cipher {@code CIPH_K} that SP 800-38G builds FF1 on.
 *
 * <p>The JDK's AES ({@code AES/ECB/NoPadding}: ECB of a single block is the bare block cipher, which is what FF1
 * is defined over, not a mode of its own). A {@link Cipher} is not thread-safe and takes 10 to 50 µs to set up, so
 * initialised ciphers are kept in a small lock-free pool, not per thread: with virtual threads each request runs on a
 * new thread, which would set one up again for every public id (decision 0075). A caller {@link #borrow() borrows}
 * one for all the blocks of a mask, with its input and output buffers, and {@link #giveBack gives it back}: two
 * atomic swaps, nothing allocated. A new cipher is set up only when every pooled one is in use at that moment, and
 * one given back to a full pool is dropped, so the pool holds at most as many as ever ran at once, up to its size.
 * One instance per key, shared by every permutation and mask made with that key.
 */
final class AesBlocks {

    /** Big-endian longs over a byte array: FF1's strings of bytes are big-endian numbers. */
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    /**
     * Slots are this many references apart (64 bytes even with uncompressed references), so that threads taking
     * and giving back different ciphers do not write to the same cache line.
     */
    private static final int SPREAD = 8;
    /** Twice the processors, a power of two: more ciphers than can encrypt at once, few enough to scan. */
    private static final int SLOTS =
            Integer.highestOneBit(Math.max(2, Math.min(256, 2 * Runtime.getRuntime().availableProcessors())) * 2 - 1);

    private final SecretKeySpec key;
    private final AtomicReferenceArray<Block> pool = new AtomicReferenceArray<>(SLOTS * SPREAD);

    /**
     * @param key an AES key of 128, 192 or 256 bits
     * @throws IllegalStateException if this JDK cannot make an AES cipher with it (every Java SE JDK can)
     */
    AesBlocks(SecretKeySpec key) {
        this.key = key;
        pool.set(0, new Block(key));
    }

    /**
     * A pooled cipher, or a new one when every pooled one is in use. Each thread starts looking at the slot its id
     * points to: a pooled platform thread finds the cipher it gave back last, and virtual threads, whose ids are new
     * each time, spread over the slots.
     *
     * @return a cipher that only the caller uses until it gives it back
     */
    Block borrow() {
        int home = home();
        for (int i = 0; i < SLOTS; i++) {
            Block block = pool.getAndSet(slot(home + i), null);
            if (block != null) {
                return block;
            }
        }
        return new Block(key);
    }

    /**
     * @param block a cipher from {@link #borrow()}, no longer used by the caller; dropped if every slot is full.
     *     A block not given back (an exception between) is only a cipher the pool sets up again.
     */
    void giveBack(Block block) {
        int home = home();
        for (int i = 0; i < SLOTS; i++) {
            if (pool.compareAndSet(slot(home + i), null, block)) {
                return;
            }
        }
    }

    /**
     * @param input 16 bytes
     * @return {@code CIPH_K(input)}, a new array
     */
    byte[] encrypt(byte[] input) {
        Block block = borrow();
        byte[] output = block.encrypt(longAt(input, 0), longAt(input, 8)).clone();
        giveBack(block);
        return output;
    }

    /** @return the 8 bytes of {@code bytes} from {@code index} as a big-endian number */
    static long longAt(byte[] bytes, int index) {
        return (long) LONGS.get(bytes, index);
    }

    @SuppressWarnings("deprecation") // Thread.threadId() is Java 19's name for it; the core is built for Java 17.
    private static int home() {
        return (int) (Thread.currentThread().getId() * 0x9E3779B97F4A7C15L >>> 40);
    }

    private static int slot(int index) {
        return (index & (SLOTS - 1)) * SPREAD;
    }

    /** One cipher and its buffers. */
    static final class Block {

        private final Cipher cipher;
        private final byte[] in = new byte[16];
        private final byte[] out = new byte[16];

        private Block(SecretKeySpec key) {
            try {
                cipher = Cipher.getInstance("AES/ECB/NoPadding");
                cipher.init(Cipher.ENCRYPT_MODE, key);
            } catch (GeneralSecurityException e) {
                throw new IllegalStateException("this JDK cannot encrypt with AES", e);
            }
        }

        /** @return {@code CIPH_K(hi || lo)} in this block's output buffer, valid until its next call */
        byte[] encrypt(long hi, long lo) {
            LONGS.set(in, 0, hi);
            LONGS.set(in, 8, lo);
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
