package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.Setting;
import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.entities.UniqidEntity;
import io.shardflake.hibernate.support.HibernateWords;
import io.shardflake.hibernate.support.TestHibernate;
import io.shardflake.testing.ConfigurationTables;
import io.shardflake.testing.ConfigurationTables.Refused;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * docs/configuration.md's refused settings, each on a real SessionFactory on H2 with no other Shardflake setting: the
 * same key and message as the Spring Boot starter's {@code RefusedSettingsTest}.
 */
class HibernateRefusedSettingsTest {

    static List<Refused> refused() {
        return ConfigurationTables.refused();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void theBootFailsWithTheTablesKeyAndMessage(Refused row) {
        assertThatThrownBy(() -> TestHibernate.onH2()
                .withoutSetting(Setting.WORKER_ID.key())
                .setting(row.key(), row.value())
                .entities(LongIdEntity.class, UniqidEntity.class).build())
                .isInstanceOfSatisfying(InvalidSettingException.class,
                        e -> assertThat(e.parameter()).isEqualTo(row.key()))
                .hasMessage(row.message())
                .satisfies(HibernateWords.vocabulary()::check);
    }
}
