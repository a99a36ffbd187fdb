package io.shardflake.spring.virtualthreads;

import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/**
 * For {@link VirtualThreadHttpTest} only: which thread handles a request, and a deliberate pin in a class of
 * {@code io.shardflake}, to show that the test sees one.
 */
@RestController
class ThreadsEndpoint {

    /** Its initialiser sleeps: a virtual thread blocked in a class initialiser pins its carrier, on every Java. */
    static final class SlowToInitialise {

        static final long READY;

        static {
            try {
                Thread.sleep(20);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            READY = System.nanoTime();
        }

        private SlowToInitialise() {
        }
    }

    @GetMapping("/threads/current")
    String current() {
        return Thread.currentThread().toString();
    }

    @GetMapping("/threads/pin")
    long pin() {
        return SlowToInitialise.READY;
    }
}
