package io.shardflake.spring.actuator;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.AmbiguousIdException;
import io.shardflake.codec.IdCodec;
import io.shardflake.codec.IdText;
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
 * {@code ?format=base32} over HTTP) names the form. A malformed or ambiguous id, or an unknown format, is an
 * {@link InvalidEndpointRequestException} carrying the message of the core's exception, which stays its cause: a
 * bad request in every technology the endpoint is exposed over. Over HTTP,
 * {@link ShardflakeEndpointWebExtension} answers it with a 400 whose body holds the message (Boot's own mapping
 * of the exception leaves the message out unless {@code server.error.include-message} is set).
 */
@Endpoint(id = "shardflake")
public final class ShardflakeEndpoint {

    /** The parameter that names the form of an id: {@code ?format=decimal} or {@code ?format=base32}. */
    public static final String FORMAT_PARAMETER = "format";

    private final SnowflakeGenerator generator;
    private final String strategy;
    private final @Nullable WorkerLease lease;

    /**
     * @param generator the application's generator
     * @param strategy the worker strategy to report, e.g. {@code auto}
     * @param lease the lease holding the generator's worker id, or null
     */
    public ShardflakeEndpoint(SnowflakeGenerator generator, String strategy, @Nullable WorkerLease lease) {
        this.generator = generator;
        this.strategy = strategy;
        this.lease = lease;
    }

    /** @return the worker id, strategy, layout, end of life, clock policy, counters and lease, as of now */
    @ReadOperation
    public ShardflakeDescriptor describe() {
        return ShardflakeDescriptor.of(generator, strategy, lease);
    }

    /**
     * @param id an id in decimal or 13 characters of Crockford base32
     * @param format the form {@code id} is written in, {@code decimal} or {@code base32}; null to read it by its
     *     shape ({@link IdText#parse(CharSequence)}), which refuses 13 digits that are an id in both forms
     * @return its fields, read with the generator's layout
     * @throws InvalidEndpointRequestException if the text is no id, is ambiguous, or is no id of this layout, or
     *     the format is neither name
     */
    // Spring Boot 3's actuator takes a parameter for optional only under Spring's own @Nullable (Boot 4 reads
    // JSpecify's too): without it a request without ?format is refused with a 400 on Boot 3.5.
    @SuppressWarnings("deprecation")
    @ReadOperation
    public DecodedIdDescriptor decode(@Selector String id,
            @Nullable @org.springframework.lang.Nullable String format) {
        IdCodec form = format == null ? null : form(format);
        try {
            long value = form == null ? IdText.parse(id) : IdText.parse(id, form);
            return DecodedIdDescriptor.of(generator.layout(), generator.decode(value));
        } catch (InvalidIdException e) {
            throw new InvalidEndpointRequestException(e.getMessage(), e.getMessage(), e);
        }
    }

    private static IdCodec form(String format) {
        try {
            return IdCodec.named(format);
        } catch (InvalidConfigurationException e) {
            InvalidConfigurationException renamed = e.renamed(FORMAT_PARAMETER);
            throw new InvalidEndpointRequestException(renamed.getMessage(), renamed.getMessage(), renamed);
        }
    }
}
