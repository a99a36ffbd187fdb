package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.config.InvalidSettingException;
import io.shardflake.testing.ConfigurationTables;
import io.shardflake.testing.ConfigurationTables.Refused;
import java.util.List;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * docs/configuration.md's refused settings, each in an application with no other Shardflake property and no
 * DataSource: the same key and message as Hibernate's {@code HibernateRefusedSettingsTest}, and the failure report
 * names it.
 */
class RefusedSettingsTest {

    static List<Refused> refused() {
        return ConfigurationTables.refused();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void theStartupFailsWithTheTablesKeyAndMessage(Refused row) {
        new ApplicationContextRunner()
                .withConfiguration(TestedLine.autoConfigurations(ShardflakeAutoConfiguration.class))
                .withPropertyValues(row.key() + "=" + row.value())
                .run(context -> {
                    Throwable failure = context.getStartupFailure();
                    assertThat(failure).isNotNull();
                    InvalidSettingException refused = cause(failure);
                    assertThat(refused.parameter()).isEqualTo(row.key());
                    assertThat(refused).hasMessage(row.message());
                    FailureAnalysis analysis = new InvalidConfigurationFailureAnalyzer().analyze(failure);
                    assertThat(analysis).extracting(FailureAnalysis::getDescription, InstanceOfAssertFactories.STRING)
                            .contains("Property: " + row.key());
                });
    }

    private static InvalidSettingException cause(Throwable failure) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (cause instanceof InvalidSettingException refused) {
                return refused;
            }
        }
        throw new AssertionError("no InvalidSettingException in " + failure, failure);
    }
}
