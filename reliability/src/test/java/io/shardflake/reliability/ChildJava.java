package io.shardflake.reliability;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command line that starts a child JVM on this test JVM's class path: a node, a worker. */
final class ChildJava {

    private ChildJava() {
    }

    /**
     * Small heap, serial GC and C1 only: a child lives for seconds and spends them starting up and waiting on the
     * database, where C2's compilations cost CPU that the other child and the build need and win nothing back.
     *
     * @param main the class whose {@code main} the child runs
     * @return the command up to the main class, for the caller to add arguments to
     */
    static List<String> command(Class<?> main) {
        String java = ProcessHandle.current().info().command()
                .orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        return new ArrayList<>(List.of(java, "-Xmx256m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp",
                System.getProperty("java.class.path"), main.getName()));
    }
}
