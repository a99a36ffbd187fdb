package io.shardflake;

/**
 * An inclusive range of ids, such as all the ids a layout can make in a time window
 * ({@link IdLayout#idRange(java.time.Instant, java.time.Instant)}). Query with
 * {@code id BETWEEN min AND max}.
 *
 * @param min the smallest id in the range
 * @param max the largest id in the range
 */
public record IdRange(long min, long max) {

    /** The range of no ids (min > max), e.g. for a time window outside a layout's life. */
    public static final IdRange EMPTY = new IdRange(0, -1);

    /** @return true when the range holds no id */
    public boolean isEmpty() {
        return min > max;
    }

    /**
     * @param id an id
     * @return true when {@code min <= id <= max}
     */
    public boolean contains(long id) {
        return id >= min && id <= max;
    }
}
