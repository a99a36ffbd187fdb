package io.shardflake.publicid;

import io.shardflake.codec.Crockford32Codec;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.uuid.UuidVersion;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Every public-id form of one {@link KeyRing}: the text form of 64-bit ids and of each UUID kind, per type, each made
 * once and kept. What an application holds to show several kinds of ids to the world; the Spring Boot starter makes
 * one from {@code shardflake.public-id.*}.
 *
 * <pre>{@code
 * PublicIds publicIds = PublicIds.of(ring);
 * String order = publicIds.ids("ord").mask(orderId);                          // "ord_1..."
 * UUID document = publicIds.uuids(UuidVersion.V7, "doc").unmask(documentText);  // a "doc_1..." text back
 * }</pre>
 *
 * <p>Immutable as far as a caller can tell, and thread-safe; the forms are made on first use.
 */
public final class PublicIds {

    private final KeyRing ring;
    private final ConcurrentMap<String, PublicIdText> ids = new ConcurrentHashMap<>();
    private final Map<UuidVersion, ConcurrentMap<String, PublicUuidText>> uuids = new EnumMap<>(UuidVersion.class);

    private PublicIds(KeyRing ring) {
        this.ring = ring;
        for (UuidVersion kind : List.of(UuidVersion.V7, UuidVersion.V6, UuidVersion.V1)) {
            uuids.put(kind, new ConcurrentHashMap<>());
        }
    }

    /**
     * @param ring the keys
     * @return the forms of that ring
     * @throws InvalidConfigurationException if the ring is null
     */
    public static PublicIds of(KeyRing ring) {
        if (ring == null) {
            throw new InvalidConfigurationException("public-id key ring", null, "a key ring");
        }
        return new PublicIds(ring);
    }

    /** @return the keys */
    public KeyRing keyRing() {
        return ring;
    }

    /**
     * @param type the type ({@code ord}), or "" for none
     * @return the text form of 64-bit ids of that type
     * @throws InvalidConfigurationException if the type is not a type
     */
    public PublicIdText ids(String type) {
        PublicIdText form = ids.get(TypeName.checked(type));
        return form != null ? form : ids.computeIfAbsent(type, key -> PublicIdText.of(ring, key));
    }

    /**
     * @param kind {@link UuidVersion#V7}, {@link UuidVersion#V6} or {@link UuidVersion#V1}
     * @param type the type ({@code doc}), or "" for none
     * @return the text form of UUIDs of that kind and type
     * @throws InvalidConfigurationException if the kind is not one of the three or the type is not a type
     */
    public PublicUuidText uuids(UuidVersion kind, String type) {
        ConcurrentMap<String, PublicUuidText> ofKind = kind == null ? null : uuids.get(kind);
        if (ofKind == null) {
            return PublicUuidText.of(ring, kind, type);
        }
        PublicUuidText form = ofKind.get(TypeName.checked(type));
        return form != null ? form : ofKind.computeIfAbsent(type, key -> PublicUuidText.of(ring, kind, key));
    }

    /**
     * Reads a 64-bit public id of whatever type its own prefix names: for tools that show what a public id holds
     * (the actuator's decode, when the application opts in), never for input that should be of one type, which
     * {@link #ids(String)} checks.
     *
     * @param text a 64-bit public id of any type, or of none
     * @return the id, the type and the key it was masked with
     * @throws UnknownKeyException if it names a key that is not in the ring
     * @throws InvalidIdException if it is null, its prefix is not a type, or it is not a public id of the form
     */
    public UnmaskedId unmaskAnyType(CharSequence text) {
        if (text == null) {
            throw new InvalidIdException(null, "text is null");
        }
        String type = typeOf(text);
        // Not kept: the type comes from the text, and a cache filled from outside would only grow.
        PublicIdText form = ids.containsKey(type) ? ids.get(type) : PublicIdText.of(ring, type);
        long id = form.unmask(text);
        int keyDigit = type.isEmpty() ? 0 : type.length() + 1;
        return new UnmaskedId(id, type, (int) Crockford32Codec.readDigits(text, keyDigit, 1));
    }

    private static String typeOf(CharSequence text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == TypeName.SEPARATOR) {
                CharSequence type = text.subSequence(0, i);
                if (!TypeName.isType(type)) {
                    throw new InvalidIdException(text, "what precedes its " + TypeName.SEPARATOR + " is not a type:"
                            + " 1 to " + TypeName.MAX_LENGTH + " lower-case ASCII letters and digits, starting with a"
                            + " letter");
                }
                return type.toString();
            }
        }
        return "";
    }

    /** @return e.g. {@code PublicIds[KeyRing[current=2, keys=2, 1]]}; never key material */
    @Override
    public String toString() {
        return "PublicIds[" + ring + "]";
    }
}
