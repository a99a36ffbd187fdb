package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.hibernate.support.HibernateWords;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A framework that builds the metadata ahead (Quarkus, at build time) makes {@link ShardflakeService} with the
 * build-time settings and creates the SessionFactory at run time with more: the generators start with the
 * SessionFactory's settings, and the layout the mapping was checked with cannot change. (Seen on Quarkus 3.33.2: a
 * worker id given to the packaged jar was ignored; see NOTES.md.)
 */
class RunTimeSettingsTest {

    private static final Map<String, Object> BUILD_TIME = Map.of("shardflake.worker.lease.enabled", "false");

    @Test
    void aWorkerIdGivenAtRunTimeIsUsed() {
        SettingsShardflakeService service = new SettingsShardflakeService(BUILD_TIME, null);
        service.snowflakeLayout();

        service.takeRunTimeSettings(runTime("shardflake.worker.id", "9"));

        assertThat(service.snowflakeGenerator().workerSource()).isEqualTo("fixed(9)");
    }

    @Test
    void anotherLayoutAtRunTimeIsRefused() {
        SettingsShardflakeService service = new SettingsShardflakeService(BUILD_TIME, null);
        service.snowflakeLayout();

        assertThatThrownBy(() -> service.takeRunTimeSettings(runTime("shardflake.layout.preset", "instagram")))
                .isInstanceOf(InvalidConfigurationException.class)
                .satisfies(HibernateWords.vocabulary()::check)
                .hasMessage("shardflake.layout = instagram is not allowed: the layout the mapping was built with, "
                        + "shardflake: the layout decides how ids and shard keys are mapped, so it is read when "
                        + "Hibernate builds the metadata, which may be at build time");
    }

    @Test
    void theSettingsAreReadOnceTheGeneratorIsBuilt() {
        SettingsShardflakeService service = new SettingsShardflakeService(runTime("shardflake.worker.id", "3"), null);
        service.snowflakeGenerator();

        service.takeRunTimeSettings(runTime("shardflake.worker.id", "9"));

        assertThat(service.snowflakeGenerator().workerSource()).isEqualTo("fixed(3)");
    }

    private static Map<String, Object> runTime(String key, String value) {
        Map<String, Object> settings = new HashMap<>(BUILD_TIME);
        settings.put(key, value);
        return settings;
    }
}
