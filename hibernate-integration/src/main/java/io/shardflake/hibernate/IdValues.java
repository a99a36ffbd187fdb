package io.shardflake.hibernate;

import org.jspecify.annotations.Nullable;

/** What counts as "the entity already has an id" when Hibernate hands a generator the current value. */
final class IdValues {

    private IdValues() {
    }

    /**
     * @param currentValue the id the entity holds at insert (Hibernate passes it because the generators allow
     *     assigned identifiers)
     * @return true to keep it. Null is "not set", and so is 0: a primitive {@code long} id cannot be null, arrives
     *     as {@code 0L}, and a Shardflake id is never 0 (that would be the first sequence of the epoch's very tick)
     */
    static boolean isAssigned(@Nullable Object currentValue) {
        return currentValue != null && !(currentValue instanceof Number number && number.longValue() == 0);
    }
}
