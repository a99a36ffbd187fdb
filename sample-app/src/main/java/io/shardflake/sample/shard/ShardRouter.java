package io.shardflake.sample.shard;

import io.shardflake.IdField;
import io.shardflake.IdLayout;

/**
 * Finds a row's database from its id alone: the id's shard field is its logical shard, and the {@link ShardMap}
 * names the physical database. No lookup table and no fan-out.
 */
public final class ShardRouter {

    private final IdLayout layout;
    private final ShardMap map;

    public ShardRouter(IdLayout layout, ShardMap map) {
        this.layout = layout;
        this.map = map;
    }

    /** @return the logical shard written into {@code id} */
    public int logicalOf(long id) {
        return (int) layout.extract(IdField.SHARD, id);
    }

    /** @return the physical database that holds the row with this id */
    public int physicalOf(long id) {
        return map.physicalOf(logicalOf(id));
    }

    /** @return the physical database of a logical shard */
    public int physicalOfLogical(int logical) {
        return map.physicalOf(logical);
    }

    /** @return the mapping behind this router */
    public ShardMap map() {
        return map;
    }

    /** @return the id layout whose shard field this router reads */
    public IdLayout layout() {
        return layout;
    }
}
