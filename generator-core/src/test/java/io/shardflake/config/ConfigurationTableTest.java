package io.shardflake.config;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.testing.ConfigurationTables;
import io.shardflake.testing.RefusalWording;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** docs/configuration.md, the one table every integration's guide links to, lists exactly the typed settings. */
class ConfigurationTableTest {

    @Test
    void theSettingsTableListsEverySettingOnceInTheEnumsOrder() {
        assertThat(ConfigurationTables.settingKeys())
                .containsExactlyElementsOf(Arrays.stream(Setting.values()).map(Setting::key).toList());
    }

    @Test
    void everyRefusedRowIsRefusedByTheCoreWithItsMessage() {
        for (ConfigurationTables.Refused row : ConfigurationTables.refused()) {
            assertThat(row.key()).startsWith(Setting.PREFIX);
            assertThat(row.message()).startsWith(row.key() + " = ");
        }
        assertThat(ConfigurationTables.refused()).extracting(ConfigurationTables.Refused::value)
                .contains("fixed", "statefulset-ordinal", "ipv4-low-bits", "twitter");
    }

    @Test
    void everyRefusedRowSpeaksTheSettingsLanguage() {
        RefusalWording settings = RefusalWording.hibernate(Arrays.stream(Setting.values()).map(Setting::key).toList());
        for (ConfigurationTables.Refused row : ConfigurationTables.refused()) {
            settings.check(row.message());
        }
        for (ConfigurationTables.Refused row : ConfigurationTables.refusedPublicIdSettings()) {
            settings.check(row.message());
        }
    }
}
