package io.shardflake.spring;

import io.shardflake.InvalidIdException;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.worker.lease.WorkerLease;
import org.springframework.boot.actuate.endpoint.InvalidEndpointRequestException;
import org.springframework.boot.actuate.endpoint.annotation.Endpoint;
import org.springframework.boot.actuate.endpoint.annotation.ReadOperation;
import org.springframework.boot.actuate.endpoint.annotation.Selector;

/**
 * The {@code shardflake} actuator endpoint: how the application makes ids ({@code GET /actuator/shardflake}), and
 * what an id is made of ({@code GET /actuator/shardflake/{id}}, the id in decimal or 13 characters of Crockford
 * base32).
 *
 * <p>A malformed id is an {@link InvalidEndpointRequestException} carrying the {@link InvalidIdException}'s
 * message: a bad request in every technology the endpoint is exposed over. Over HTTP,
 * {@link ShardflakeEndpointWebExtension} answers it with a 400 whose body holds the message (Boot's own mapping
 * of the exception leaves the message out unless {@code server.error.include-message} is set).
 */
@Endpoint(id = "shardflake")
public final class ShardflakeEndpoint {

    private final SnowflakeGenerator generator;
    private final String strategy;
    private final WorkerLease lease;

    /**
     * @param generator the application's generator
     * @param strategy the worker strategy to report, e.g. {@code auto}
     * @param lease the lease holding the generator's worker id, or null
     */
    public ShardflakeEndpoint(SnowflakeGenerator generator, String strategy, WorkerLease lease) {
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
     * @return its fields, read with the generator's layout
     * @throws InvalidEndpointRequestException if the text is no id, or no id of this layout
     */
    @ReadOperation
    public DecodedIdDescriptor decode(@Selector String id) {
        try {
            return DecodedIdDescriptor.of(generator.layout(), generator.decode(IdTextReader.read(id)));
        } catch (InvalidIdException e) {
            throw new InvalidEndpointRequestException(e.getMessage(), e.getMessage(), e);
        }
    }
}
