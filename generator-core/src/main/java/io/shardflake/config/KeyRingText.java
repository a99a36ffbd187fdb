package io.shardflake.config;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.publicid.KeyRing;
import io.shardflake.publicid.PublicIdKey;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.jspecify.annotations.Nullable;

/**
 * Reads a key ring written as text ({@link PublicIdSettings} describes the form): the one parser behind the three
 * settings that may hold it, and behind the command line's key file.
 */
final class KeyRingText {

    private static final String FORM = "ID:HEX entries separated by commas or new lines (key id 0.."
            + PublicIdKey.MAX_ID + ", 32, 48 or 64 hex digits), or one bare key, which is key 0";

    private KeyRingText() {
    }

    /**
     * @param text the ring as text
     * @param source the setting it came from, for messages
     * @param shown how a message shows the setting's value: the variable's name, the file's path, or hidden
     * @param current the id of the key that masks, or null for the ring's only key
     * @return the ring
     * @throws InvalidSettingException naming {@code source} (or the current key's setting) and the entry at fault,
     *     never key material
     */
    static KeyRing parse(String text, Setting source, String shown, @Nullable Integer current) {
        List<String> entries = text.lines().map(String::strip).filter(line -> !line.startsWith("#"))
                .flatMap(line -> List.of(line.split(",")).stream()).map(String::strip)
                .filter(entry -> !entry.isEmpty()).toList();
        if (entries.isEmpty()) {
            throw new InvalidSettingException(source, shown, FORM + "; it holds no key");
        }
        // Which keys there are, and which one masks, before what each key is: a ring of several keys without a
        // current one is refused for that, whatever its keys.
        Map<Integer, String> hexById = new LinkedHashMap<>();
        for (int i = 0; i < entries.size(); i++) {
            String entry = entries.get(i);
            String where = "entry " + (i + 1);
            int colon = entry.indexOf(':');
            if (colon < 0 && entries.size() > 1) {
                throw new InvalidSettingException(source, shown, FORM + "; " + where + " has no key id, which a"
                        + " ring of several keys needs");
            }
            int id = colon < 0 ? 0 : keyId(entry.substring(0, colon).strip(), source, shown, where);
            if (hexById.putIfAbsent(id, entry.substring(colon + 1).strip()) != null) {
                throw new InvalidSettingException(source, shown, FORM + "; " + where + " repeats key id " + id);
            }
        }
        int maskingId = currentKey(hexById.keySet(), current, source);
        List<PublicIdKey> keys = new ArrayList<>();
        int entry = 0;
        for (Map.Entry<Integer, String> key : hexById.entrySet()) {
            entry++;
            try {
                keys.add(PublicIdKey.ofHex(key.getKey(), key.getValue()));
            } catch (InvalidConfigurationException refused) {
                // Its value describes the key (a length, a pattern), never the key itself.
                throw new InvalidSettingException(source, shown, FORM + "; entry " + entry + " (key " + key.getKey()
                        + ") is " + refused.value() + ": " + refused.allowed());
            }
        }
        PublicIdKey masking = keys.stream().filter(key -> key.id() == maskingId).findFirst().orElseThrow();
        return KeyRing.of(masking, keys.stream().filter(key -> key != masking).toArray(PublicIdKey[]::new));
    }

    private static int keyId(String text, Setting source, String shown, String where) {
        if (text.matches("[0-9]{1,2}") && Integer.parseInt(text) <= PublicIdKey.MAX_ID) {
            return Integer.parseInt(text);
        }
        // Shown only when it is short digits: text before a misplaced colon could be key material.
        throw new InvalidSettingException(source, shown, FORM + "; " + where + (text.matches("[0-9]{1,4}")
                ? " has key id " + text + ", not 0.." + PublicIdKey.MAX_ID
                : ": what precedes its colon is not a key id 0.." + PublicIdKey.MAX_ID));
    }

    private static int currentKey(Set<Integer> ids, @Nullable Integer current, Setting source) {
        String listed = ids.stream().map(String::valueOf).collect(Collectors.joining(", "));
        if (current == null) {
            if (ids.size() == 1) {
                return ids.iterator().next();
            }
            throw new InvalidSettingException(Setting.PUBLIC_ID_CURRENT_KEY, null, "the id of the key that masks,"
                    + " one of " + listed + ": the ring in " + source.key() + " has several keys");
        }
        if (!ids.contains(current)) {
            throw new InvalidSettingException(Setting.PUBLIC_ID_CURRENT_KEY, current, "the id of a key in the ring of "
                    + source.key() + ": " + listed);
        }
        return current;
    }
}
