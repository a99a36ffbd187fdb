package io.shardflake.spring.jackson;

import org.springframework.boot.context.properties.ConfigurationProperties;

/**
 * How Jackson writes and reads ids ({@code shardflake.jackson.*}).
 *
 * <p>A Snowflake id passes 2^53 within weeks of its layout's epoch, and JavaScript's numbers lose digits above
 * that: a browser that reads {@code 7330186474594140161} gets {@code 7330186474594140000}. Written as strings, ids
 * survive any JSON reader.
 */
@ConfigurationProperties("shardflake.jackson")
public class ShardflakeJacksonProperties {

    /** The key of {@link #isIdsAsStrings()}, for conditions and messages. */
    public static final String IDS_AS_STRINGS = "shardflake.jackson.ids-as-strings";

    /**
     * Whether the application's JSON carries ids as strings ("7330186474594140161"); reading then accepts both a
     * string and a number. Which long values count as ids is shardflake.jackson.scope.
     */
    private boolean idsAsStrings;

    /**
     * Which long values are ids, when shardflake.jackson.ids-as-strings is on: annotated (properties annotated
     * with @SnowflakeId) or all-longs (every long and Long property, ids or not).
     */
    private Scope scope = Scope.ANNOTATED;

    /** @return whether ids are written as strings */
    public boolean isIdsAsStrings() {
        return idsAsStrings;
    }

    /** @param idsAsStrings whether ids are written as strings */
    public void setIdsAsStrings(boolean idsAsStrings) {
        this.idsAsStrings = idsAsStrings;
    }

    /** @return which long values are ids */
    public Scope getScope() {
        return scope;
    }

    /** @param scope which long values are ids */
    public void setScope(Scope scope) {
        this.scope = scope;
    }

    /** Which long values Jackson treats as ids. */
    public enum Scope {

        /** Properties annotated with {@code @io.shardflake.hibernate.SnowflakeId}, on entities and DTOs alike. */
        ANNOTATED,

        /** Every {@code long} and {@code Long} property, ids or not: blunt, for APIs whose longs are all ids. */
        ALL_LONGS
    }
}
