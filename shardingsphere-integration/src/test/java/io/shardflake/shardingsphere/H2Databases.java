package io.shardflake.shardingsphere;

import java.util.List;
import java.util.UUID;
import java.util.stream.IntStream;

/** Four in-memory H2 databases, named apart per test class, kept open until the JVM ends. */
final class H2Databases implements PhysicalDatabases {

    private final List<String> urls;

    H2Databases(int count) {
        String run = UUID.randomUUID().toString().substring(0, 8);
        // DB_CLOSE_DELAY=-1: an in-memory database lives while the JVM does, not only while a connection is open.
        this.urls = IntStream.range(0, count).mapToObj(n -> "jdbc:h2:mem:ss-" + run + "-" + n + ";DB_CLOSE_DELAY=-1")
                .toList();
    }

    @Override
    public List<String> urls() {
        return urls;
    }

    @Override
    public String username() {
        return "sa";
    }

    @Override
    public String password() {
        return "";
    }

    @Override
    public String driverClassName() {
        return "org.h2.Driver";
    }

    @Override
    public void close() throws Exception {
        for (int n = 0; n < urls.size(); n++) {
            execute(n, "shutdown");
        }
    }
}
