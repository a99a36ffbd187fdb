package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.config.InvalidSettingException;
import io.shardflake.testing.ConfigurationTables;
import io.shardflake.testing.ConfigurationTables.Refused;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.api.InstanceOfAssertFactories;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;

/**
 * docs/configuration.md's refused settings, each in an application with no other Shardflake property and no
 * DataSource: the same key and message as Hibernate's {@code HibernateRefusedSettingsTest}, and the failure report
 * names it. The public-id settings' table too: the same refusals as the core's {@code PublicIdSettingsTest}, whether
 * or not anything of the application asks for public ids.
 */
class RefusedSettingsTest {

    static List<Refused> refused() {
        return Stream.concat(ConfigurationTables.refused().stream(),
                ConfigurationTables.refusedPublicIdSettings().stream()).toList();
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
                    // The key the message names: the row's, or (a ring of several keys) the one it lacks.
                    assertThat(refused).hasMessage(row.message());
                    assertThat(row.message()).startsWith(refused.parameter() + " = ");
                    FailureAnalysis analysis = new InvalidConfigurationFailureAnalyzer().analyze(failure);
                    assertThat(analysis).extracting(FailureAnalysis::getDescription, InstanceOfAssertFactories.STRING)
                            .contains("Property: " + refused.parameter());
                    SpringWords.vocabulary().check(refused);
                    SpringWords.vocabulary().check(analysis.getDescription() + "\n" + analysis.getAction());
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
