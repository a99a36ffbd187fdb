package io.shardflake.spring.actuator;

import io.shardflake.DecodedId;
import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.codec.Crockford32Codec;
import java.util.LinkedHashMap;
import java.util.Map;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.OperationResponseBody;

/**
 * What {@code GET /actuator/shardflake/{id}} returns: one id read with the generator's layout.
 *
 * <p>The id is given as text in both spellings: a JSON number above 2^53 would lose digits in JavaScript. An
 * {@link OperationResponseBody}: the actuator's own JSON mapper writes it, whatever the application's Jackson settings.
 *
 * @param decimal the id in decimal
 * @param base32 the id as 13 characters of Crockford base32
 * @param layout the name of the layout it was read with
 * @param timestamp the start of its tick, ISO-8601 in UTC
 * @param fields the layout's fields and their values, most significant first ({@code time} is the tick)
 * @param publicId for a public id, its type and the id of the key it was masked with (never the key); else null
 *     (left out)
 * @param origin who made it, by the lease's history: the tenures of its worker id whose id times hold its time (none:
 *     made outside the lease; two or more: a collision); null (left out) when the application has no lease history
 */
public record DecodedIdDescriptor(String decimal, String base32, String layout, String timestamp,
        Map<String, Long> fields, @Nullable PublicIdReading publicId, @Nullable IdOriginDescriptor origin)
        implements OperationResponseBody {

    static DecodedIdDescriptor of(IdLayout layout, DecodedId decoded, @Nullable PublicIdReading publicId,
            @Nullable IdOriginDescriptor origin) {
        Map<String, Long> fields = new LinkedHashMap<>();
        for (IdField field : layout.fields()) {
            fields.put(field.label(), layout.extract(field, decoded.id()));
        }
        return new DecodedIdDescriptor(Long.toString(decoded.id()), Crockford32Codec.INSTANCE.encode(decoded.id()),
                layout.name(), decoded.timestamp().toString(), fields, publicId, origin);
    }

    /**
     * What the public id itself said.
     *
     * @param type its type ({@code ord}), "" for none
     * @param keyId the id of the key it was masked with
     */
    public record PublicIdReading(String type, int keyId) {
    }
}
