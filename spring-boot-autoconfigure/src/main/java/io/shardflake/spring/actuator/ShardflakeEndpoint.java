package io.shardflake.spring.actuator;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.AmbiguousIdException;
import io.shardflake.codec.IdCodec;
import io.shardflake.codec.IdText;
import io.shardflake.publicid.PublicIds;
import io.shardflake.publicid.UnmaskedId;
import io.shardflake.IdField;
import io.shardflake.worker.lease.LeaseDatabaseException;
import io.shardflake.worker.lease.TenureHistory;
import io.shardflake.worker.lease.WorkerLease;
import org.jspecify.annotations.Nullable;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.annotation.ReadOperation;
import org.springframework.boot.actuate.endpoint.annotation.Selector;

/**
 * The {@code shardflake} actuator endpoint: how the application makes ids ({@code GET /actuator/shardflake}), and
 * what an id is made of ({@code GET /actuator/shardflake/{id}}, the id in decimal or 13 characters of Crockford
 * base32, read by the core's one reader of id text, {@link IdText}).
 *
 * <p>Thirteen digits whose first is {@code 0} to {@code 7} are a decimal id and a base32 id at once; they are
 * refused ({@link AmbiguousIdException}) unless the optional {@code format} parameter ({@code ?format=decimal} or
 * {@code ?format=base32} over HTTP) names the form. A public id is read only when the caller names that form,
 * {@code ?format=public}, and only when the endpoint was given the application's {@link PublicIds}, which the
 * starter does when {@code shardflake.actuator.decode-public-ids=true}: what a public id hides (its id's time,
 * worker and shard) is then shown to whoever reaches the endpoint. Otherwise {@code public} is no format, and a
 * public id is text like any other that is no id. One reading per request: the text is read in the form the caller
 * names, or as {@link IdText} reads ids, never tried in one form and then another. No answer shows key material,
 * only the id of the key a public id names.
 *
 * <p>Given the lease's {@link TenureHistory} (the starter gives it when the worker id is leased with its history on),
 * a decoded id also says who made it ({@link IdOriginDescriptor}): the holders of its worker id whose id times hold
 * its time — one, none (made outside the lease), or two (a collision, naming both). That is one read of the history,
 * bounded in time; a read that fails leaves the id decoded and says why the origin is not known.
 *
 * <p>A malformed or ambiguous id, or an unknown format, is an {@link InvalidEndpointRequestException} carrying the
 * message of the core's exception, which stays its cause: a bad request in every technology the endpoint is exposed
 * over. Over HTTP, {@link ShardflakeEndpointWebExtension} answers it with a 400 whose body holds the message (Boot's
 * own mapping of the exception leaves the message out unless {@code server.error.include-message} is set).
 */
@Endpoint(id = "shardflake")
public final class ShardflakeEndpoint {

    /** The parameter that names the form of an id: {@code ?format=decimal}, {@code base32} or {@code public}. */
    public static final String FORMAT_PARAMETER = "format";

    /** The format that reads the id as a public id, when the endpoint reads public ids. */
    public static final String PUBLIC_FORMAT = "public";

    private final SnowflakeGenerator generator;
    private final String strategy;
    private final @Nullable WorkerLease lease;
    private final @Nullable PublicIds publicIds;
    private final @Nullable TenureHistory history;

    /**
     * An endpoint that reads no public id.
     *
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
     * @param publicIds the public-id forms to read {@code ?format=public} with, which shows whoever reaches the
     *     endpoint what public ids hide; null for an endpoint that reads no public id
     */
    public ShardflakeEndpoint(SnowflakeGenerator generator, String strategy, @Nullable WorkerLease lease,
            @Nullable PublicIds publicIds) {
        this(generator, strategy, lease, publicIds, null);
    }

    /**
     * @param generator the application's generator
     * @param strategy the worker strategy to report, e.g. {@code auto}
     * @param lease the lease holding the generator's worker id, or null
     * @param publicIds the public-id forms to read {@code ?format=public} with, which shows whoever reaches the
     *     endpoint what public ids hide; null for an endpoint that reads no public id
     * @param history the lease's history, which names who made each id decoded; null to name nobody
     */
    public ShardflakeEndpoint(SnowflakeGenerator generator, String strategy, @Nullable WorkerLease lease,
            @Nullable PublicIds publicIds, @Nullable TenureHistory history) {
        this.generator = generator;
        this.strategy = strategy;
        this.lease = lease;
        this.publicIds = publicIds;
        this.history = history;
    }

    /** @return the worker id, strategy, layout, end of life, clock policy, counters and lease, as of now */
    @ReadOperation
    public ShardflakeDescriptor describe() {
        return ShardflakeDescriptor.of(generator, strategy, lease);
    }

    /**
     * @param id an id in decimal or 13 characters of Crockford base32, or, with {@code format} {@code public}, a
     *     64-bit public id
     * @param format the form {@code id} is written in, {@code decimal}, {@code base32}, or {@code public} when this
     *     endpoint reads public ids; null to read it as {@link IdText#parse(CharSequence)} does, which refuses a text
     *     that is an id in two forms
     * @return its fields, read with the generator's layout
     * @throws InvalidEndpointRequestException if the text is no id of that form or of this layout, is ambiguous, or
     *     the format is no form's name
     */
    // Spring Boot 3's actuator takes a parameter for optional only under Spring's own @Nullable (Boot 4 reads
    // JSpecify's too): without it a request without ?format is refused with a 400 on Boot 3.5.
    @SuppressWarnings("deprecation")
    @ReadOperation
    public DecodedIdDescriptor decode(@Selector String id,
            @Nullable @org.springframework.lang.Nullable String format) {
        try {
            if (publicIds != null && PUBLIC_FORMAT.equals(format)) {
                UnmaskedId unmasked = publicIds.unmaskAnyType(id);
                return DecodedIdDescriptor.of(generator.layout(), generator.decode(unmasked.id()),
                        new DecodedIdDescriptor.PublicIdReading(unmasked.type(), unmasked.keyId()),
                        origin(unmasked.id()));
            }
            long value = format == null ? IdText.parse(id) : IdText.parse(id, form(format));
            return DecodedIdDescriptor.of(generator.layout(), generator.decode(value), null, origin(value));
        } catch (InvalidIdException e) {
            throw new InvalidEndpointRequestException(e.getMessage(), e.getMessage(), e);
        }
    }

    /** Who made the id, by the history: one read of it, bounded by its timeout; a failed read says why. */
    private @Nullable IdOriginDescriptor origin(long id) {
        if (history == null || !generator.layout().has(IdField.WORKER)) {
            return null;
        }
        try {
            return IdOriginDescriptor.of(history.whoMade(id, generator.layout()));
        } catch (LeaseDatabaseException e) {
            return IdOriginDescriptor.unknown(e.getMessage());
        }
    }

    private IdCodec form(String format) {
        try {
            return IdCodec.named(format);
        } catch (InvalidConfigurationException e) {
            InvalidConfigurationException renamed = new InvalidConfigurationException(FORMAT_PARAMETER, format,
                    e.allowed() + (publicIds == null ? "" : ", \"" + PUBLIC_FORMAT + "\""));
            renamed.initCause(e);
            throw new InvalidEndpointRequestException(renamed.getMessage(), renamed.getMessage(), renamed);
        }
    }
}
