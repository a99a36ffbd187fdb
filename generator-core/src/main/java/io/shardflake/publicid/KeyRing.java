package io.shardflake.publicid;

import io.shardflake.error.InvalidConfigurationException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The keys public ids are masked with: the current one, which masks, and older ones, which still unmask the public
 * ids made with them. Rotating a key is adding a new current key and keeping the old one in the ring for as long as
 * links made with it should work; each public id's text names its key by its key digit.
 *
 * <pre>{@code
 * KeyRing ring = KeyRing.of(PublicIdKey.ofHex(2, newHex),     // masks from now on
 *                           PublicIdKey.ofHex(1, oldHex));    // still reads what it made
 * }</pre>
 *
 * <p>Configuration reads a ring from {@code shardflake.public-id.*} ({@code io.shardflake.config.PublicIdSettings}).
 * Immutable and thread-safe; {@link #toString()} names the key ids only.
 */
public final class KeyRing {

    private final PublicIdKey current;
    private final PublicIdKey[] byId = new PublicIdKey[PublicIdKey.MAX_ID + 1];
    private final List<PublicIdKey> keys;

    private KeyRing(PublicIdKey current, List<PublicIdKey> keys) {
        this.current = current;
        this.keys = Collections.unmodifiableList(keys);
        for (PublicIdKey key : keys) {
            byId[key.id()] = key;
        }
    }

    /**
     * @param current the key new public ids are masked with
     * @param older keys that public ids may have been made with earlier, each with an id of its own
     * @return the ring
     * @throws InvalidConfigurationException if a key is null or two keys have the same id
     */
    public static KeyRing of(PublicIdKey current, PublicIdKey... older) {
        List<PublicIdKey> keys = new ArrayList<>();
        keys.add(current);
        keys.addAll(Arrays.asList(older));
        boolean[] seen = new boolean[PublicIdKey.MAX_ID + 1];
        for (PublicIdKey key : keys) {
            if (key == null) {
                throw new InvalidConfigurationException("public-id keys", null, "keys, none of them null");
            }
            if (seen[key.id()]) {
                throw new InvalidConfigurationException("public-id keys", ids(keys),
                        "keys with different ids; id " + key.id() + " is given twice");
            }
            seen[key.id()] = true;
        }
        return new KeyRing(current, keys);
    }

    /** @return the key that masks */
    public PublicIdKey current() {
        return current;
    }

    /**
     * @param id a key id
     * @return the key of that id, if the ring has one
     */
    public Optional<PublicIdKey> key(int id) {
        return id < 0 || id > PublicIdKey.MAX_ID ? Optional.empty() : Optional.ofNullable(byId[id]);
    }

    /** @return every key, the current one first */
    public List<PublicIdKey> keys() {
        return keys;
    }

    /** @return e.g. {@code KeyRing[current=2, keys=2, 1]}; never key material */
    @Override
    public String toString() {
        return "KeyRing[current=" + current.id() + ", keys=" + keyIds() + "]";
    }

    /** @return the key ids, the current one first, e.g. {@code 2, 1} */
    String keyIds() {
        return ids(keys);
    }

    private static String ids(List<PublicIdKey> keys) {
        return keys.stream().map(key -> key == null ? "null" : String.valueOf(key.id()))
                .collect(Collectors.joining(", "));
    }
}
