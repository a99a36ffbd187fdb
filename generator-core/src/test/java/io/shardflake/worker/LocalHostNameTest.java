package io.shardflake.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import java.net.UnknownHostException;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

class LocalHostNameTest {

    private static final UnaryOperator<String> NO_ENVIRONMENT = name -> null;
    private static final Callable<String> LOOKUP_MUST_NOT_RUN = () -> {
        throw new AssertionError("HOSTNAME is set, so the lookup must not run");
    };

    @Test
    void prefersTheHostnameVariable() {
        UnaryOperator<String> environment = Map.of("HOSTNAME", "orders-3")::get;

        assertThat(LocalHostName.resolve("hostname-hash", environment, LOOKUP_MUST_NOT_RUN)).isEqualTo("orders-3");
    }

    @Test
    void fallsBackToTheLocalHostLookupWhenTheVariableIsBlank() {
        UnaryOperator<String> environment = Map.of("HOSTNAME", "  ")::get;

        assertThat(LocalHostName.resolve("hostname-hash", environment, () -> "build-agent-4"))
                .isEqualTo("build-agent-4");
        assertThat(LocalHostName.resolve("hostname-hash", NO_ENVIRONMENT, () -> "build-agent-4"))
                .isEqualTo("build-agent-4");
    }

    @Test
    void failsWithTheReasonWhenNeitherGivesAName() {
        UnknownHostException lookupFailure = new UnknownHostException("box: Name or service not known");

        assertThatThrownBy(() -> LocalHostName.resolve("hostname-hash", NO_ENVIRONMENT, () -> {
            throw lookupFailure;
        }))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("host name = (unknown) is not allowed: a name from the HOSTNAME environment variable or"
                        + " InetAddress.getLocalHost(), needed by the hostname-hash worker id source; HOSTNAME is not"
                        + " set and InetAddress.getLocalHost() failed: java.net.UnknownHostException: box: Name or"
                        + " service not known. Set HOSTNAME, give the host name explicitly, or choose another worker"
                        + " id strategy")
                .hasCause(lookupFailure);
    }

    @Test
    void refusesLocalhostBecauseEveryHostIsCalledThat() {
        assertThatThrownBy(() -> LocalHostName.resolve("statefulset-ordinal", NO_ENVIRONMENT, () -> "LocalHost"))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining("needed by the statefulset-ordinal worker id source")
                .hasMessageContaining("gave only \"localhost\", which every host shares");
    }

    @Test
    void refusesAnEmptyLookup() {
        assertThatThrownBy(() -> LocalHostName.resolve("hostname-hash", NO_ENVIRONMENT, () -> ""))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessageContaining("InetAddress.getLocalHost() gave no name");
    }

    @Test
    void theLeaseFollowsTheSameRuleAndIsToldWhatToDoInstead() {
        assertThatThrownBy(() -> LocalHostName.resolve("the worker lease, as its holder", "or call holder(host, pid)",
                NO_ENVIRONMENT, () -> "localhost"))
                .isExactlyInstanceOf(InvalidConfigurationException.class)
                .hasMessage("host name = (unknown) is not allowed: a name from the HOSTNAME environment variable or"
                        + " InetAddress.getLocalHost(), needed by the worker lease, as its holder; HOSTNAME is not set"
                        + " and InetAddress.getLocalHost() gave only \"localhost\", which every host shares. Set"
                        + " HOSTNAME, or call holder(host, pid)");
        assertThat(LocalHostName.resolve("the worker lease, as its holder", "or call holder(host, pid)",
                name -> " lease-host-2 ", LOOKUP_MUST_NOT_RUN)).isEqualTo("lease-host-2");
    }
}
