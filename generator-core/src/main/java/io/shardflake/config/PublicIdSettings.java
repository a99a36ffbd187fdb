package io.shardflake.config;

import io.shardflake.publicid.KeyRing;
import io.shardflake.publicid.PublicIdKey;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import org.jspecify.annotations.Nullable;

/**
 * {@code shardflake.public-id.*}: the {@link KeyRing} that public ids ({@code io.shardflake.publicid}) are masked
 * with, read from exactly one of three places.
 *
 * <table>
 *   <caption>where the key ring comes from</caption>
 *   <tr><th>setting</th><th>holds</th></tr>
 *   <tr><td>{@code shardflake.public-id.keys}</td><td>the key ring itself</td></tr>
 *   <tr><td>{@code shardflake.public-id.keys-env}</td><td>the name of an environment variable holding it</td></tr>
 *   <tr><td>{@code shardflake.public-id.keys-file}</td><td>the path of a file holding it</td></tr>
 *   <tr><td>{@code shardflake.public-id.current-key}</td><td>the id of the key that masks; needed when the ring
 *       has several keys</td></tr>
 * </table>
 *
 * <p><b>A key ring as text</b> is entries {@code ID:HEX}, separated by commas or new lines: a key id {@code 0..31}
 * and the key in 32, 48 or 64 hex digits (128, 192 or 256 bits; shorter keys are refused). Blank lines and lines
 * starting with {@code #} are skipped. A ring of one key may be the bare hex digits, which is key 0, so that a file
 * written with {@code openssl rand -hex 32 > public-id.key} is a ring:
 *
 * <pre>
 * # rotated 2026-11-24: key 2 masks, key 1 still unmasks older links
 * 1:5f0c...e1   (64 hex digits)
 * 2:9a41...07
 * </pre>
 *
 * <p>A refused value never shows key material: the message names the setting, shows the environment variable's name
 * or the file's path (or {@value #HIDDEN} for the ring itself), and says which entry is wrong and how.
 */
public final class PublicIdSettings {

    /** How a message shows a value that holds key material. */
    static final String HIDDEN = "(hidden)";

    /** A key file larger than this is not a key file: refused rather than read whole. */
    static final int MAX_FILE_BYTES = 64 * 1024;

    private static final PublicIdSettings NONE = new PublicIdSettings(null);

    private static final List<Setting> SOURCES = List.of(Setting.PUBLIC_ID_KEYS, Setting.PUBLIC_ID_KEYS_ENV,
            Setting.PUBLIC_ID_KEYS_FILE);

    private final @Nullable KeyRing keyRing;

    private PublicIdSettings(@Nullable KeyRing keyRing) {
        this.keyRing = keyRing;
    }

    /** @return whether a key ring is configured */
    public boolean configured() {
        return keyRing != null;
    }

    /**
     * @return the key ring
     * @throws InvalidSettingException naming {@code shardflake.public-id.keys} (and its two alternatives) if none is
     *     configured: call it when something needs public ids, so that an application without any need none
     */
    public KeyRing keyRing() {
        if (keyRing == null) {
            throw noKeyRing(null);
        }
        return keyRing;
    }

    /**
     * The refusal of something that needs public ids where no key ring is configured.
     *
     * @param neededBy what asks for public ids, e.g. {@code OrderController.order(long) parameter id}, or null
     * @return the exception, naming {@code shardflake.public-id.keys} (and its two alternatives) and what needs it
     */
    public static InvalidSettingException noKeyRing(@Nullable String neededBy) {
        return new InvalidSettingException(Setting.PUBLIC_ID_KEYS, null, "a key ring to mask public ids with,"
                + " in " + Setting.PUBLIC_ID_KEYS.key() + ", or an environment variable named by "
                + Setting.PUBLIC_ID_KEYS_ENV.key() + ", or a file named by " + Setting.PUBLIC_ID_KEYS_FILE.key()
                + (neededBy == null ? "" : "; " + neededBy + " needs public ids"));
    }

    /** @return e.g. {@code PublicIdSettings[KeyRing[current=2, keys=2, 1]]}; never key material */
    @Override
    public String toString() {
        return "PublicIdSettings[" + (keyRing == null ? "none" : keyRing) + "]";
    }

    /**
     * @param reader the settings
     * @param environment reads an environment variable ({@code System::getenv}), or null when it is not set
     */
    static PublicIdSettings read(SettingReader reader, Function<String, @Nullable String> environment) {
        List<Setting> given = SOURCES.stream().filter(reader::has).toList();
        if (given.size() > 1) {
            Setting second = given.get(1);
            throw new InvalidSettingException(second, reader.text(second, null), "only one of "
                    + SettingReader.oneOf(SOURCES.stream().map(Setting::key).toList()) + "; "
                    + given.get(0).key() + " is set too");
        }
        Integer current = reader.integer(Setting.PUBLIC_ID_CURRENT_KEY, "a key id, 0.." + PublicIdKey.MAX_ID);
        if (given.isEmpty()) {
            if (current != null) {
                throw new InvalidSettingException(Setting.PUBLIC_ID_CURRENT_KEY, current, "no value without a key"
                        + " ring: set " + Setting.PUBLIC_ID_KEYS.key() + " (or -env, or -file) too");
            }
            return NONE;
        }
        Setting source = given.get(0);
        String name = reader.text(source, null);
        String ring = switch (source) {
            case PUBLIC_ID_KEYS -> name;
            case PUBLIC_ID_KEYS_ENV -> fromEnvironment(name, environment);
            default -> fromFile(name);
        };
        String shown = source == Setting.PUBLIC_ID_KEYS ? HIDDEN : name;
        return new PublicIdSettings(KeyRingText.parse(ring, source, shown, current));
    }

    private static String fromEnvironment(String name, Function<String, @Nullable String> environment) {
        String value = environment.apply(name);
        if (value == null || value.isBlank()) {
            throw new InvalidSettingException(Setting.PUBLIC_ID_KEYS_ENV, name, "the name of an environment variable"
                    + " holding the key ring; " + name + (value == null ? " is not set" : " is empty"));
        }
        return value;
    }

    private static String fromFile(String name) {
        String allowed = "the path of a readable file holding the key ring; ";
        try {
            Path path = Path.of(name);
            if (Files.isDirectory(path)) {
                throw new InvalidSettingException(Setting.PUBLIC_ID_KEYS_FILE, name, allowed + "it is a directory");
            }
            if (Files.size(path) > MAX_FILE_BYTES) {
                throw new InvalidSettingException(Setting.PUBLIC_ID_KEYS_FILE, name, allowed + "it has "
                        + Files.size(path) + " bytes, more than a key ring's " + MAX_FILE_BYTES);
            }
            String text = Files.readString(path, StandardCharsets.UTF_8);
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (NoSuchFileException e) {
            throw new InvalidSettingException(Setting.PUBLIC_ID_KEYS_FILE, name, allowed + "there is no such file");
        } catch (AccessDeniedException e) {
            throw new InvalidSettingException(Setting.PUBLIC_ID_KEYS_FILE, name, allowed + "permission denied");
        } catch (IOException | InvalidPathException e) {
            InvalidSettingException error = new InvalidSettingException(Setting.PUBLIC_ID_KEYS_FILE, name,
                    allowed + "it cannot be read (" + e.getClass().getSimpleName() + ")");
            error.initCause(e);
            throw error;
        }
    }
}
