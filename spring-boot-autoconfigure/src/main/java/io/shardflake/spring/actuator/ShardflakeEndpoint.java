package io.shardflake.spring.actuator;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.AmbiguousIdException;
import io.shardflake.codec.IdCodec;
import io.shardflake.codec.IdText;
import io.shardflake.publicid.PublicIds;
import io.shardflake.publicid.UnmaskedId;
import io.shardflake.worker.lease.WorkerLease;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.annotation.ReadOperation;
import org.springframework.boot.actuate.endpoint.annotation.Selector;

/**
 * The {@code shardflake} actuator endpoint: how the application makes ids ({@code GET /actuator/shardflake}), and
 * what an id is made of ({@code GET /actuator/shardflake/{id}}, the id in decimal or 13 characters of Crockford
 * base32, read by the core's one reader of id text, {@link IdText}, or a 64-bit public id).
 *
 * <p>Thirteen digits whose first is {@code 0} to {@code 7} are a decimal id and a base32 id at once; they are
 * refused ({@link AmbiguousIdException}) unless the optional {@code format} parameter ({@code ?format=decimal} or
 * {@code ?format=base32} over HTTP) names the form. A public id ({@code ord_17QMMSNNFSTJR6}, of any type: its prefix
 * says which) is read with the application's {@link PublicIds} only when it has one (a key ring in
 * {@code shardflake.public-id.*}), and refused saying so when it has none; fourteen digits that are both a decimal id
 * and a public id without a type are refused unless {@code ?format=decimal} or {@code ?format=public} says which. No
 * answer shows key material, only the id of the key a public id names. A malformed or ambiguous id, or an unknown
 * format, is an {@link InvalidEndpointRequestException} carrying the message of the core's exception, which stays its
 * cause: a bad request in every technology the endpoint is exposed over. Over HTTP,
 * {@link ShardflakeEndpointWebExtension} answers it with a 400 whose body holds the message (Boot's own mapping
 * of the exception leaves the message out unless {@code server.error.include-message} is set).
 */
@Endpoint(id = "shardflake")
public final class ShardflakeEndpoint {

    /** The parameter that names the form of an id: {@code ?format=decimal}, {@code base32} or {@code public}. */
    public static final String FORMAT_PARAMETER = "format";

    /** The format that reads the id as a public id. */
    public static final String PUBLIC_FORMAT = "public";

    private final SnowflakeGenerator generator;
    private final String strategy;
    private final @Nullable WorkerLease lease;
    private final @Nullable PublicIds publicIds;

    /**
     * @param generator the application's generator
     * @param strategy the worker strategy to report, e.g. {@code auto}
     * @param lease the lease holding the generator's worker id, or null
     */
    public ShardflakeEndpoint(SnowflakeGenerator generator, String strategy, @Nullable WorkerLease lease) {
        this(generator, strategy, lease, null);
    }

    /**
     * @param generator the application's generator
     * @param strategy the worker strategy to report, e.g. {@code auto}
     * @param lease the lease holding the generator's worker id, or null
     * @param publicIds the application's public-id forms, or null when it has no key ring (public ids are refused)
     */
    public ShardflakeEndpoint(SnowflakeGenerator generator, String strategy, @Nullable WorkerLease lease,
            @Nullable PublicIds publicIds) {
        this.generator = generator;
        this.strategy = strategy;
        this.lease = lease;
        this.publicIds = publicIds;
    }

    /** @return the worker id, strategy, layout, end of life, clock policy, counters and lease, as of now */
    @ReadOperation
    public ShardflakeDescriptor describe() {
        return ShardflakeDescriptor.of(generator, strategy, lease);
    }

    /**
     * @param id an id in decimal or 13 characters of Crockford base32, or a 64-bit public id
     * @param format the form {@code id} is written in, {@code decimal}, {@code base32} or {@code public}; null to
     *     read it by its shape ({@link IdText#parse(CharSequence)}, or a public id's), which refuses a text that is
     *     an id in two forms
     * @return its fields, read with the generator's layout
     * @throws InvalidEndpointRequestException if the text is no id, is ambiguous, or is no id of this layout, is a
     *     public id without a key ring to read it, or the format is no form's name
     */
    // Spring Boot 3's actuator takes a parameter for optional only under Spring's own @Nullable (Boot 4 reads
    // JSpecify's too): without it a request without ?format is refused with a 400 on Boot 3.5.
    @SuppressWarnings("deprecation")
    @ReadOperation
    public DecodedIdDescriptor decode(@Selector String id,
            @Nullable @org.springframework.lang.Nullable String format) {
        boolean asPublic = PUBLIC_FORMAT.equals(format) || format == null && PublicIds.looksLikePublicId(id);
        IdCodec form = format == null || asPublic ? null : form(format);
        try {
            if (asPublic) {
                return publicId(id);
            }
            long value = form == null ? IdText.parse(id) : IdText.parse(id, form);
            if (form == null) {
                refuseIfPublicToo(id, value);
            }
            return DecodedIdDescriptor.of(generator.layout(), generator.decode(value), null);
        } catch (InvalidIdException e) {
            throw new InvalidEndpointRequestException(e.getMessage(), e.getMessage(), e);
        }
    }

    private DecodedIdDescriptor publicId(String text) {
        if (publicIds == null) {
            throw new InvalidIdException(text, "a public id, which this application cannot read: it has no key ring"
                    + " (shardflake.public-id.keys, -keys-env or -keys-file)");
        }
        UnmaskedId unmasked = publicIds.unmaskAnyType(text);
        return DecodedIdDescriptor.of(generator.layout(), generator.decode(unmasked.id()),
                new DecodedIdDescriptor.PublicIdReading(unmasked.type(), unmasked.keyId()));
    }

    /** Fourteen digits are a decimal id, and may be an untyped public id of this application's ring too. */
    private void refuseIfPublicToo(String text, long decimal) {
        if (publicIds == null || text.length() != publicIds.ids("").length()) {
            return;
        }
        UnmaskedId unmasked;
        try {
            unmasked = publicIds.unmaskAnyType(text);
        } catch (InvalidIdException notPublic) {
            return;
        }
        throw new InvalidIdException(text, "14 digits read two ways: as decimal " + decimal + ", as a public id"
                + " without a type (key " + unmasked.keyId() + ") of " + unmasked.id() + "; name the form: decimal"
                + " or public (add ?format=decimal or ?format=public)");
    }

    private static IdCodec form(String format) {
        try {
            return IdCodec.named(format);
        } catch (InvalidConfigurationException e) {
            InvalidConfigurationException renamed = new InvalidConfigurationException(FORMAT_PARAMETER, format,
                    e.allowed() + ", \"" + PUBLIC_FORMAT + "\"");
            renamed.initCause(e);
            throw new InvalidEndpointRequestException(renamed.getMessage(), renamed.getMessage(), renamed);
        }
    }
}
