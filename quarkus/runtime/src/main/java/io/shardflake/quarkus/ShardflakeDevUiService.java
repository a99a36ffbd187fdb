package io.shardflake.quarkus;

import io.shardflake.DecodedId;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.worker.lease.WorkerLease;
import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the Dev UI card shows (in dev mode only): each persistence unit's worker id and lease, and an id decoded with
 * its generator's layout. Its public methods are the card's JSON-RPC calls.
 */
public class ShardflakeDevUiService {

    private final ShardflakeGenerators generators;

    /** @param generators the persistence units' generators */
    @Inject
    public ShardflakeDevUiService(ShardflakeGenerators generators) {
        this.generators = generators;
    }

    /** @return per persistence unit: the worker id, where it came from, the layout and the lease's state */
    public Map<String, Map<String, Object>> generators() {
        Map<String, Map<String, Object>> units = new LinkedHashMap<>();
        for (String unit : generators.units()) {
            generators.generator(unit).ifPresent(generator -> {
                Map<String, Object> shown = new LinkedHashMap<>();
                shown.put("workerId", generator.workerId());
                shown.put("workerSource", generator.workerSource());
                shown.put("layout", generator.layout().name());
                WorkerLease lease = generators.lease(unit).orElse(null);
                shown.put("leaseState", lease == null ? "none" : lease.state().name());
                shown.put("leaseStateReason", lease == null ? "" : lease.stateReason());
                units.put(unit, shown);
            });
        }
        return units;
    }

    /**
     * @param unit a persistence unit's name
     * @param id an id of its generator, as a number or as its 13 Crockford base32 characters
     * @return the id's time and fields, or what is wrong with the text
     */
    public Map<String, Object> decode(String unit, String id) {
        Map<String, Object> shown = new LinkedHashMap<>();
        SnowflakeGenerator generator = generators.generator(unit).orElse(null);
        if (generator == null) {
            shown.put("error", "no generator for the persistence unit " + unit);
            return shown;
        }
        String text = id.trim();
        try {
            long value = text.chars().allMatch(Character::isDigit) ? Long.parseLong(text)
                    : Crockford32Codec.INSTANCE.decode(text);
            DecodedId decoded = generator.decode(value);
            shown.put("id", Long.toString(decoded.id()));
            shown.put("text", Crockford32Codec.INSTANCE.encode(decoded.id()));
            shown.put("timestamp", decoded.timestamp().toString());
            shown.put("worker", decoded.worker());
            shown.put("shard", decoded.shard());
            shown.put("sequence", decoded.sequence());
        } catch (RuntimeException e) {
            shown.put("error", e.getMessage());
        }
        return shown;
    }
}
