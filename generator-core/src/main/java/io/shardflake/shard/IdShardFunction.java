package io.shardflake.shard;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.codec.Crockford32Codec;

/** {@link ShardFunction#shardOfId(IdLayout)}: the shard field of an id. */
final class IdShardFunction implements ShardFunction {

    private final IdLayout layout;

    IdShardFunction(IdLayout layout) {
        if (layout == null) {
            throw new InvalidConfigurationException("layout", null, "a layout with a shard field");
        }
        if (!layout.has(IdField.SHARD)) {
            throw new InvalidConfigurationException("layout", layout.name(), "a layout with a shard field; "
                    + layout.name() + " has " + layout.describeFields());
        }
        this.layout = layout;
    }

    @Override
    public int shardOf(long id) {
        if (id < 0) {
            throw new InvalidIdException(id, "ids are non-negative (the sign bit is always 0)");
        }
        return (int) layout.extract(IdField.SHARD, id);
    }

    @Override
    public int shardOf(Object id) {
        if (id instanceof Long || id instanceof Integer || id instanceof Short || id instanceof Byte) {
            return shardOf(((Number) id).longValue());
        }
        if (id instanceof CharSequence text) {
            return shardOf(Crockford32Codec.INSTANCE.decode(text));
        }
        throw new IllegalArgumentException("cannot read the shard of an id of type "
                + (id == null ? "null" : id.getClass().getName())
                + ": supported are Long (or another integer type) and 13-character Crockford base32 text");
    }

    @Override
    public int shardCount() {
        return (int) layout.maxValue(IdField.SHARD) + 1;
    }

    @Override
    public String toString() {
        return "shard field of " + layout.name() + " ids";
    }
}
