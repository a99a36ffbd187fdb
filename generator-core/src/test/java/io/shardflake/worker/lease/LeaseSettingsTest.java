package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.params.provider.Arguments.arguments;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.LayoutPreset;
import io.shardflake.testing.RefusalWording;
import io.shardflake.worker.WorkerIdSource;
import java.time.Duration;
import java.util.function.Consumer;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Bad settings fail when the lease is configured, naming the setting, the value and what is allowed. */
class LeaseSettingsTest {

    private static final DataSource H2 = Database.H2.dataSource();

    static Stream<Arguments> badSettings() {
        return Stream.of(
                bad("table", "shardflake; DROP TABLE users", b -> b.table("shardflake; DROP TABLE users")),
                bad("table", "\"quoted\"", b -> b.table("\"quoted\"")),
                bad("table", "a.b.c", b -> b.table("a.b.c")),
                bad("table", "1st", b -> b.table("1st")),
                bad("table", "x".repeat(64), b -> b.table("x".repeat(64))),
                bad("table", "null", b -> b.table(null)),
                bad("lease duration", "PT0.099S", b -> b.leaseDuration(Duration.ofMillis(99))),
                bad("lease duration", "PT24H0.001S", b -> b.leaseDuration(Duration.ofDays(1).plusMillis(1))),
                bad("lease duration", "null", b -> b.leaseDuration(null)),
                bad("max lead", "PT-0.001S", b -> b.maxLead(Duration.ofMillis(-1))),
                bad("heartbeat interval", "PT-1S", b -> b.heartbeatInterval(Duration.ofSeconds(-1))),
                bad("heartbeat interval", "PT30S", b -> b.heartbeatInterval(Duration.ofSeconds(30)).build()),
                bad("worker bits", "32", b -> b.workerBits(32)),
                bad("worker bits", "-1", b -> b.workerBits(-1)),
                bad("max worker id", "-1", b -> b.maxWorkerId(-1)),
                bad("max worker id", "1024", b -> b.maxWorkerId(1024).build()),
                bad("layout", "instagram", b -> b.layout(LayoutPreset.INSTAGRAM.layout())),
                bad("clock", "null", b -> b.clock(null)),
                bad("holder host", "", b -> b.holder("", 1)),
                bad("holder host", "h".repeat(256), b -> b.holder("h".repeat(256), 1)),
                bad("holder pid", "-1", b -> b.holder("web-1", -1)));
    }

    private static Arguments bad(String parameter, String value, Consumer<JdbcWorkerLease.Builder> setting) {
        return arguments(parameter, value, setting);
    }

    @ParameterizedTest(name = "{0} = {1}")
    @MethodSource("badSettings")
    void aBadSettingFailsNamingItsValueAndTheAllowedValues(String parameter, String value,
            Consumer<JdbcWorkerLease.Builder> setting) {
        JdbcWorkerLease.Builder builder = LeaseFixtures.leases(H2, freshTable(), "web-1");

        assertThatThrownBy(() -> setting.accept(builder))
                .isInstanceOfSatisfying(InvalidConfigurationException.class, e -> {
                    assertThat(e.parameter()).isEqualTo(parameter);
                    assertThat(e.value()).isEqualTo(value);
                    assertThat(e.allowed()).isNotBlank();
                })
                .satisfies(RefusalWording.plainJava()::check);
    }

    @Test
    void withoutALayoutOrWorkerBitsTheBuildSaysWhatIsMissing() {
        JdbcWorkerLease.Builder builder = JdbcWorkerLease.builder(H2).table(freshTable()).holder("web-1", 1);

        assertThatThrownBy(builder::build).isInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining("layout = null").hasMessageContaining("worker bits");
    }

    @Test
    void aNullDataSourceIsRefusedAtOnce() {
        assertThatThrownBy(() -> JdbcWorkerLease.builder(null)).isInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining("data source");
    }

    @Test
    void theDefaultsAreAThirtySecondLeaseRenewedEveryTenSecondsWithTheDefaultClockPolicysLead() {
        JdbcWorkerLease leases = JdbcWorkerLease.builder(H2).table(freshTable()).layout(TWITTER).holder("web-1", 1)
                .build();

        assertThat(leases.leaseDuration()).isEqualTo(Duration.ofSeconds(30));
        assertThat(leases.heartbeatInterval()).isEqualTo(Duration.ofSeconds(10));
        assertThat(leases.maxLead()).isEqualTo(Duration.ofMillis(100));
        assertThat(leases.maxWorkerId()).isEqualTo(1023);
        assertThat(leases.tableName()).startsWith("lease_test_");
    }

    @Test
    void workerBitsAndAPartOfTheLayoutsWorkerFieldSizeTheLease() {
        assertThat(LeaseFixtures.leases(H2, freshTable(), "web-1").workerBits(2).build().maxWorkerId()).isEqualTo(3);
        assertThat(LeaseFixtures.leases(H2, freshTable(), "web-1").maxWorkerId(99).build().maxWorkerId())
                .isEqualTo(99);
        assertThat(JdbcWorkerLease.builder(H2).table(freshTable()).holder("web-1", 1).workerBits(0).build()
                .maxWorkerId()).isZero();
    }

    @Test
    void aWorkerIdOutsideTheLeaseIsRefusedBeforeTouchingTheTable() {
        JdbcWorkerLease leases = LeaseFixtures.leases(H2, freshTable(), "web-1").workerBits(4).build();

        assertThatThrownBy(() -> leases.claim(16)).isInstanceOfSatisfying(InvalidConfigurationException.class,
                e -> assertThat(e.allowed()).startsWith("0..15"));
        assertThatThrownBy(() -> leases.claim(-1)).isInstanceOf(InvalidConfigurationException.class);
        assertThatThrownBy(() -> leases.register(WorkerIdSource.fixed(16)))
                .isInstanceOf(InvalidConfigurationException.class).hasMessageContaining("0..15");
        assertThat(LeaseFixtures.rows(H2, leases.tableName())).isEmpty();
    }
}
