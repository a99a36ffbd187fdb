package io.shardflake.testdb;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A JVM killed with {@code kill -9} leaves no database server and no folder behind: each server's watchdog sees the
 * JVM's pipe close, stops the server and deletes its folder. Tried on a PostgreSQL pair and a MariaDB server.
 */
class KilledJvmTest {

    @Test
    void killingTheJvmStopsEveryServerItStartedAndDeletesTheirFolders() throws Exception {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        Process child = new ProcessBuilder(java, "-Xmx256m", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), ServersUntilKilled.class.getName())
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        String[] started;
        try {
            BufferedReader out =
                    new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8));
            String line = CompletableFuture.supplyAsync(() -> {
                try {
                    return out.readLine();
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }).get(120, TimeUnit.SECONDS);
            assertThat(line).as("the child's servers").isNotNull();
            started = line.split(" ");
        } finally {
            child.destroyForcibly(); // SIGKILL: no shutdown hook, no close(), nothing of the JVM's own runs
        }
        assertThat(started).hasSize(6);
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();

        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        for (int i = 0; i < started.length; i += 2) {
            long pid = Long.parseLong(started[i]);
            Path folder = Path.of(started[i + 1]);
            while (ProcessHandle.of(pid).filter(ProcessHandle::isAlive).isPresent() || Files.exists(folder)) {
                assertThat(System.nanoTime()).as("pid %d and %s gone", pid, folder).isLessThan(deadline);
                Tools.sleep(Duration.ofMillis(50));
            }
        }
    }
}
