package io.shardflake.worker.lease;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.testdb.MariaDbServer;
import io.shardflake.testdb.PostgresServer;
import io.shardflake.testdb.TcpProxy;
import java.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * The probe the lease makes before it spends another thread on a connect: which addresses a URL names, and whether a
 * real server answers through a proxy that forwards, or goes silent.
 */
@LeaseDatabases
class RouteProbeTest {

    private static final Duration WITHIN = Duration.ofSeconds(1);

    @Test
    void theAddressesComeFromTheUrl() {
        assertThat(RouteProbe.of("jdbc:postgresql://db1:5433,db2/app?targetServerType=primary")).get()
                .extracting(RouteProbe::silence).isEqualTo("nothing answered at [db1:5433, db2:5432]");
        assertThat(RouteProbe.of("jdbc:mariadb:replication://user:***@[::1]:3307/app")).get()
                .extracting(RouteProbe::silence).isEqualTo("nothing answered at [::1:3307]");
        assertThat(RouteProbe.of("jdbc:mysql://db/app")).get().extracting(RouteProbe::silence)
                .isEqualTo("nothing answered at [db:3306]");
        assertThat(RouteProbe.of("jdbc:h2:tcp://db/app")).isEmpty();
        assertThat(RouteProbe.of("jdbc:postgresql:app")).isEmpty();
    }

    @Test
    void aServerAnswersThroughAProxyThatForwardsAndNothingDoesOnceItIsSilent() {
        for (int port : new int[] {PostgresServer.shared().port(), MariaDbServer.shared().port()}) {
            String scheme = port == PostgresServer.shared().port() ? "postgresql" : "mariadb";
            try (TcpProxy proxy = TcpProxy.start("127.0.0.1", port)) {
                RouteProbe probe = RouteProbe.of("jdbc:" + scheme + "://127.0.0.1:" + proxy.port() + "/app").get();
                assertThat(probe.answers(WITHIN)).as(scheme).isTrue();
                proxy.goSilent();
                assertThat(probe.answers(WITHIN)).as(scheme + ", silent").isFalse();
                proxy.heal();
                assertThat(probe.answers(WITHIN)).as(scheme + ", healed").isTrue();
            }
        }
    }
}
