package io.shardflake.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StatefulSetOrdinalWorkerIdTest {

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "orders-0,                                  0",
        "orders-3,                                  3",
        "my-app-db-12,                              12",
        "a-1023,                                    1023",
        "orders-3.orders.default.svc.cluster.local, 3",
        "orders-3.orders-headless,                  3",
        "node-07,                                   7",
        "shard-2-replica-1,                         1",
    })
    void readsTheNumberAfterTheLastHyphen(String hostname, int ordinal) {
        assertThat(WorkerIdSource.statefulSetOrdinal(hostname).claim(1023).workerId()).isEqualTo(ordinal);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            orders             | no <name>-<ordinal> in "orders"
            orders-            | no <name>-<ordinal> in "orders-"
            -3                 | no <name>-<ordinal> in "-3"
            orders-abc         | "abc" after the last hyphen is not a decimal number
            orders-3a          | "3a" after the last hyphen is not a decimal number
            orders-+3          | "+3" after the last hyphen is not a decimal number
            orders-٣           | "٣" after the last hyphen is not a decimal number
            orders-3-canary    | "canary" after the last hyphen is not a decimal number
            orders.3-x         | no <name>-<ordinal> in "orders"
            orders-2147483648  | the ordinal 2147483648 exceeds 2147483647
            """)
    void rejectsANameWithoutAnOrdinalNamingTheNameAndTheExpectedForm(String hostname, String why) {
        assertThatThrownBy(() -> WorkerIdSource.statefulSetOrdinal(hostname))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("host name = " + hostname + " is not allowed: a StatefulSet pod name of the form"
                        + " <name>-<ordinal>, e.g. orders-3, for the statefulset-ordinal worker id source (" + why
                        + ")");
    }

    @Test
    void rejectsABlankName() {
        assertThatThrownBy(() -> WorkerIdSource.statefulSetOrdinal(" "))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("host name = \" \" is not allowed: a non-blank host name for the statefulset-ordinal"
                        + " worker id source");
    }

    @ParameterizedTest(name = "{0} with max {1}")
    @CsvSource(delimiter = '|', value = {
        "orders-1024 | 1023 | worker id from statefulset-ordinal(orders-1024) = 1024 is not allowed: 0..1023 (10 bits),"
                + " so replicas <= 1024; widen the worker field or use fewer replicas",
        "orders-1    | 0    | worker id from statefulset-ordinal(orders-1) = 1 is not allowed: 0..0 (0 bits),"
                + " so replicas <= 1; widen the worker field or use fewer replicas",
        "orders-256  | 255  | worker id from statefulset-ordinal(orders-256) = 256 is not allowed: 0..255 (8 bits),"
                + " so replicas <= 256; widen the worker field or use fewer replicas",
    })
    void rejectsAnOrdinalTheFieldCannotHoldInsteadOfWrappingIt(String hostname, int maxWorkerId, String message) {
        WorkerIdSource source = WorkerIdSource.statefulSetOrdinal(hostname);

        assertThatThrownBy(() -> source.claim(maxWorkerId).workerId())
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage(message);
    }

    @Test
    void acceptsTheLargestOrdinalTheWidestFieldHolds() {
        assertThat(WorkerIdSource.statefulSetOrdinal("big-2147483647").claim(Integer.MAX_VALUE).workerId())
                .isEqualTo(Integer.MAX_VALUE);
    }

    @Test
    void describesItselfWithTheFullName() {
        assertThat(WorkerIdSource.statefulSetOrdinal("orders-3.orders").description())
                .isEqualTo("statefulset-ordinal(orders-3.orders)");
    }
}
