package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;

/**
 * The ciphers are pooled, not kept per thread: a thread that never encrypted before (a request's new virtual thread)
 * takes a cipher set up earlier, and threads encrypting at once each hold their own.
 */
class AesBlocksTest {

    /** FIPS-197, appendix C.1: AES-128. */
    private static final SecretKeySpec KEY =
            new SecretKeySpec(HexFormat.of().parseHex("000102030405060708090a0b0c0d0e0f"), "AES");
    private static final long PLAIN_HI = 0x0011223344556677L;
    private static final long PLAIN_LO = 0x8899aabbccddeeffL;
    private static final String CIPHER_TEXT = "69c4e0d86a7b0430d8cdb78070b4c55a";

    @Test
    void aNewThreadTakesTheCipherAnEarlierThreadGaveBack() throws InterruptedException {
        AesBlocks aes = new AesBlocks(KEY);
        AtomicReference<AesBlocks.Block> first = new AtomicReference<>();
        onNewThread(() -> {
            AesBlocks.Block block = aes.borrow();
            first.set(block);
            aes.giveBack(block);
        });
        for (int i = 0; i < 50; i++) {
            AtomicReference<AesBlocks.Block> later = new AtomicReference<>();
            onNewThread(() -> {
                AesBlocks.Block block = aes.borrow();
                later.set(block);
                aes.giveBack(block);
            });
            assertThat(later.get()).as("thread %d", i).isSameAs(first.get());
        }
    }

    @Test
    void threadsEncryptingAtOnceHoldDifferentCiphersAndAllEncryptRight() throws InterruptedException {
        AesBlocks aes = new AesBlocks(KEY);
        int threads = 6;
        CyclicBarrier together = new CyclicBarrier(threads);
        Set<AesBlocks.Block> held = ConcurrentHashMap.newKeySet();
        Set<String> outputs = ConcurrentHashMap.newKeySet();
        List<Thread> started = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            Thread thread = new Thread(() -> {
                AesBlocks.Block block = aes.borrow();
                held.add(block);
                await(together);
                for (int i = 0; i < 1000; i++) {
                    outputs.add(HexFormat.of().formatHex(block.encrypt(PLAIN_HI, PLAIN_LO)));
                }
                await(together);
                aes.giveBack(block);
            });
            thread.start();
            started.add(thread);
        }
        for (Thread thread : started) {
            thread.join();
        }
        assertThat(held).hasSize(threads);
        assertThat(outputs).containsExactly(CIPHER_TEXT);
    }

    @Test
    void encryptsOneBlockIntoANewArray() {
        AesBlocks aes = new AesBlocks(KEY);
        byte[] plain = HexFormat.of().parseHex("00112233445566778899aabbccddeeff");

        byte[] first = aes.encrypt(plain);
        byte[] second = aes.encrypt(plain);

        assertThat(HexFormat.of().formatHex(first)).isEqualTo(CIPHER_TEXT);
        assertThat(second).isNotSameAs(first).isEqualTo(first);
    }

    private static void onNewThread(Runnable work) throws InterruptedException {
        Thread thread = new Thread(work);
        thread.start();
        thread.join();
    }

    private static void await(CyclicBarrier barrier) {
        try {
            barrier.await();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }
}
