package io.shardflake.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.publicid.KeyRing;
import io.shardflake.testing.ConfigurationTables;
import io.shardflake.publicid.PublicIdText;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PublicIdSettingsTest {

    /** Made with {@code openssl rand -hex 32} and {@code -hex 16} for the tests; never use them for anything else. */
    private static final String KEY_1 = "87eb3504fdbb64613383d323e153deac13e4e9b9a6eb7787f85910eda984c3ce";
    private static final String KEY_2 = "42a97d32d10573b36c796a068131caa2";

    private final Map<String, String> environment = new HashMap<>();

    @TempDir
    Path folder;

    @Test
    void noSettingsNoKeysAndAClearRefusalWhenOneIsNeeded() {
        PublicIdSettings none = read(Map.of());
        assertThat(none.configured()).isFalse();
        assertThat(none).hasToString("PublicIdSettings[none]");
        assertThatThrownBy(none::keyRing).isInstanceOf(InvalidSettingException.class)
                .hasMessage("shardflake.public-id.keys = null is not allowed: a key ring to mask public ids with, in"
                        + " shardflake.public-id.keys, or an environment variable named by"
                        + " shardflake.public-id.keys-env, or a file named by shardflake.public-id.keys-file");
        assertThat(PublicIdSettings.noKeyRing("OrderController.order(long) parameter id"))
                .hasMessageEndingWith("shardflake.public-id.keys-file; OrderController.order(long) parameter id needs"
                        + " public ids")
                .satisfies(refusal -> assertThat(refusal.setting()).isEqualTo(Setting.PUBLIC_ID_KEYS));
    }

    @Test
    void aBareKeyIsKeyZero() {
        KeyRing ring = read(Map.of("shardflake.public-id.keys", KEY_1)).keyRing();
        assertThat(ring).hasToString("KeyRing[current=0, keys=0]");
        assertThat(ring.current().bits()).isEqualTo(256);
    }

    @Test
    void aRingOfSeveralKeysNamesTheCurrentOne() {
        KeyRing ring = read(Map.of("shardflake.public-id.keys", "1:" + KEY_1 + ", 2:" + KEY_2,
                "shardflake.public-id.current-key", "2")).keyRing();
        assertThat(ring).hasToString("KeyRing[current=2, keys=2, 1]");
        assertThat(ring.current().bits()).isEqualTo(128);
        assertThat(read(Map.of("shardflake.public-id.keys", "3:" + KEY_2, "shardflake.public-id.current-key", "3"))
                .keyRing()).hasToString("KeyRing[current=3, keys=3]");
    }

    @Test
    void readsTheRingFromAnEnvironmentVariable() {
        environment.put("ORDER_KEYS", "# rotated\n1:" + KEY_1 + "\n\n2:" + KEY_2 + "\n");
        KeyRing ring = read(Map.of("shardflake.public-id.keys-env", "ORDER_KEYS",
                "shardflake.public-id.current-key", "1")).keyRing();
        assertThat(ring).hasToString("KeyRing[current=1, keys=1, 2]");
    }

    @Test
    void readsTheRingFromAFileAsOpensslWritesIt() throws IOException {
        Path file = Files.writeString(folder.resolve("public-id.key"), KEY_1 + "\n");
        KeyRing ring = read(Map.of("shardflake.public-id.keys-file", file.toString())).keyRing();
        assertThat(ring).hasToString("KeyRing[current=0, keys=0]");
        // The same ring, whichever place it comes from: the same public ids.
        KeyRing inline = read(Map.of("shardflake.public-id.keys", "0:" + KEY_1)).keyRing();
        assertThat(PublicIdText.of(ring).mask(42)).isEqualTo(PublicIdText.of(inline).mask(42));
    }

    @Test
    void everyIntegrationReadsThemThroughTheOneModel() {
        ShardflakeConfig config = ShardflakeConfig.read(Map.of("shardflake.public-id.keys", KEY_2), environment::get);
        assertThat(config.publicId().keyRing()).hasToString("KeyRing[current=0, keys=0]");
    }

    /** Each row alone; the messages name the setting and the entry, and never a hex digit of a key. */
    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            # setting   | value                      | message
            keys        | 1:9a41c2d3e4f5061728394a5b6c7d8e9g | entry 1 (key 1) is 32 characters: 32, 48 or 64 hex digits (AES-128, -192 or -256); the character at index 31 is not a hex digit
            keys        | 9a41c2d3e4f5061728394a5b6c7d8e9f,1:9a41c2d3e4f5061728394a5b6c7d8e9f | entry 1 has no key id, which a ring of several keys needs
            keys        | 1:9a41c2d3e4f5061728394a5b6c7d8e9f,1:5f0c6d2e8a9b1c3d4e5f60718293a4b5 | entry 2 repeats key id 1
            keys        | 32:9a41c2d3e4f5061728394a5b6c7d8e9f | entry 1 has key id 32, not 0..31
            keys        | 1:9a41c2d3e4f5061728394a5b6c7d8e9f | entry 1 (key 1) is 128 bits that follow a pattern, 14 bytes in a row that step by the same amount: random key material, such as openssl rand -hex 32 makes
            keys        | 9a41c2d3:e4f5061728394a5b6c7d8e9f | entry 1: what precedes its colon is not a key id 0..31
            keys        | '#1:9a41c2d3e4f5061728394a5b6c7d8e9f' | shardflake.public-id.keys = (hidden) is not allowed: ID:HEX entries separated by commas or new lines (key id 0..31, 32, 48 or 64 hex digits), or one bare key, which is key 0; it holds no key
            keys-env    | EMPTY                      | shardflake.public-id.keys-env = EMPTY is not allowed: the name of an environment variable holding the key ring; EMPTY is empty
            keys-file   | /                          | shardflake.public-id.keys-file = / is not allowed: the path of a readable file holding the key ring; it is a directory
            current-key | one                        | shardflake.public-id.current-key = one is not allowed: a key id, 0..31
            """)
    void refusesEachBadSettingNamingIt(String setting, String value, String message) {
        environment.put("EMPTY", " ");
        assertThatThrownBy(() -> read(Map.of("shardflake.public-id." + setting, value)))
                .isInstanceOf(InvalidSettingException.class)
                .hasMessageContaining(message)
                .hasMessageNotContaining("9a41c2d3e4").hasMessageNotContaining("5f0c6d2e8a")
                .satisfies(e -> assertThat(((InvalidSettingException) e).setting().key())
                        .isEqualTo("shardflake.public-id." + setting));
    }

    @Test
    void refusesEveryRowOfTheTableInConfigurationMd() {
        assertThat(ConfigurationTables.refusedPublicIdSettings()).hasSizeGreaterThanOrEqualTo(6);
        for (ConfigurationTables.Refused row : ConfigurationTables.refusedPublicIdSettings()) {
            assertThatThrownBy(() -> read(Map.of(row.key(), row.value()))).as(row.toString())
                    .isInstanceOf(InvalidSettingException.class).hasMessage(row.message())
                    .satisfies(e -> assertThat(row.message())
                            .startsWith(((InvalidSettingException) e).setting().key() + " = "));
        }
    }

    @Test
    void refusesTwoPlacesForTheRingAndAMissingOrUnknownCurrentKey() throws IOException {
        Path file = Files.writeString(folder.resolve("keys"), KEY_1);
        assertThatThrownBy(() -> read(Map.of("shardflake.public-id.keys", KEY_1,
                "shardflake.public-id.keys-file", file.toString())))
                .hasMessage("shardflake.public-id.keys-file = " + file + " is not allowed: only one of"
                        + " shardflake.public-id.keys, shardflake.public-id.keys-env or shardflake.public-id.keys-file;"
                        + " shardflake.public-id.keys is set too");
        assertThatThrownBy(() -> read(Map.of("shardflake.public-id.keys", "1:" + KEY_1 + ",2:" + KEY_2)))
                .hasMessage("shardflake.public-id.current-key = null is not allowed: the id of the key that masks,"
                        + " one of 1, 2: the ring in shardflake.public-id.keys has several keys");
        assertThatThrownBy(() -> read(Map.of("shardflake.public-id.keys", "1:" + KEY_1,
                "shardflake.public-id.current-key", "0")))
                .hasMessage("shardflake.public-id.current-key = 0 is not allowed: the id of a key in the ring of"
                        + " shardflake.public-id.keys: 1");
    }

    @Test
    void refusesAFileTooLargeToBeAKeyRing() throws IOException {
        Path file = Files.write(folder.resolve("big"), new byte[PublicIdSettings.MAX_FILE_BYTES + 1]);
        assertThatThrownBy(() -> read(Map.of("shardflake.public-id.keys-file", file.toString())))
                .hasMessageEndingWith("it has 65537 bytes, more than a key ring's 65536");
    }

    private PublicIdSettings read(Map<String, String> settings) {
        return PublicIdSettings.read(new SettingReader(settings, Setting.PREFIX), environment::get);
    }
}
