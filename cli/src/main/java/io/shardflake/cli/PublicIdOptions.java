package io.shardflake.cli;

import io.shardflake.config.InvalidSettingException;
import io.shardflake.config.Setting;
import io.shardflake.config.ShardflakeConfig;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.publicid.KeyRing;
import io.shardflake.publicid.PublicIdText;
import io.shardflake.publicid.PublicUuidText;
import io.shardflake.uuid.UuidVersion;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import picocli.CommandLine.Option;

/**
 * What {@code mask} and {@code unmask} share: the key file (read by the core's settings model, as
 * {@code shardflake.public-id.keys-file}, so the file an application reads works here), the current key, the type
 * prefix and the kind of ids.
 */
final class PublicIdOptions {

    @Option(names = "--key-file", required = true, paramLabel = "FILE", description = "the key: 32, 48 or 64 hex "
            + "digits (key 0), or a key ring of ID:HEX lines, as shardflake.public-id.keys-file reads it")
    private String keyFile;

    @Option(names = "--current-key", paramLabel = "N",
            description = "the key id that masks, when the file holds several keys")
    private @Nullable String currentKey;

    @Option(names = "--prefix", paramLabel = "TYPE", description = "the public ids' type, written before them with "
            + "an underscore (--prefix ord: ord_...) and checked on the way back")
    private String prefix = "";

    @Option(names = "--type", paramLabel = "TYPE",
            description = "the kind of ids: snowflake (default), uuid-v7, uuid-v6 or uuid-v1")
    private @Nullable String type;

    /** @return the kind of ids: snowflake, or a UUID version */
    IdType kind() {
        if (type == null) {
            return IdType.SNOWFLAKE;
        }
        return Stream.of(IdType.SNOWFLAKE, IdType.UUID_V7, IdType.UUID_V6, IdType.UUID_V1)
                .filter(kind -> kind.typeName().equals(type.toLowerCase(Locale.ROOT))).findFirst()
                .orElseThrow(() -> new UsageException("--type " + CliText.shown(type)
                        + " is not allowed: one of snowflake, uuid-v7, uuid-v6, uuid-v1"));
    }

    /** @return the text form of 64-bit public ids */
    PublicIdText idText() {
        KeyRing ring = keyRing();
        try {
            return PublicIdText.of(ring, prefix);
        } catch (InvalidConfigurationException notAType) {
            throw CliText.rejected("--prefix", prefix, notAType);
        }
    }

    /** @return the text form of public UUIDs of the kind */
    PublicUuidText uuidText() {
        UuidVersion version = switch (kind()) {
            case UUID_V1 -> UuidVersion.V1;
            case UUID_V6 -> UuidVersion.V6;
            default -> UuidVersion.V7;
        };
        KeyRing ring = keyRing();
        try {
            return PublicUuidText.of(ring, version, prefix);
        } catch (InvalidConfigurationException notAType) {
            throw CliText.rejected("--prefix", prefix, notAType);
        }
    }

    private KeyRing keyRing() {
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put(Setting.PUBLIC_ID_KEYS_FILE.key(), keyFile);
        if (currentKey != null) {
            settings.put(Setting.PUBLIC_ID_CURRENT_KEY.key(), currentKey);
        }
        try {
            return ShardflakeConfig.read(settings).publicId().keyRing();
        } catch (InvalidSettingException refused) {
            String option = refused.setting() == Setting.PUBLIC_ID_CURRENT_KEY ? "--current-key" : "--key-file";
            String allowed = refused.allowed().replace(Setting.PUBLIC_ID_KEYS_FILE.key(), "--key-file");
            throw new UsageException(refused.value().equals("null") ? option + " is required: " + allowed
                    : option + " " + CliText.shown(refused.value()) + " is not allowed: " + allowed);
        }
    }
}
