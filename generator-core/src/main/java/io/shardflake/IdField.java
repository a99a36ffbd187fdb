package io.shardflake;

/** The fields a 64-bit Shardflake id can be made of. A layout orders them and gives each a width. */
public enum IdField {
    /** Ticks since the layout's epoch. */
    TIME("time"),
    /** The shard the row lives on (a logical shard in the Icicle and Instagram sense). */
    SHARD("shard"),
    /** The node, process or instance that made the id. */
    WORKER("worker"),
    /** A counter that tells apart the ids one worker makes within one tick. */
    SEQUENCE("sequence");

    private final String label;

    IdField(String label) {
        this.label = label;
    }

    /** @return the lower-case name used in messages and on the command line */
    public String label() {
        return label;
    }
}
