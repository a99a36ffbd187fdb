package io.shardflake.spring.publicid;

import io.shardflake.publicid.KeyRing;
import io.shardflake.publicid.PublicIdKey;
import io.shardflake.publicid.PublicIds;

/**
 * Key rings for the tests, before and after a rotation, as {@code shardflake.public-id.keys} values and as rings.
 * Made with {@code openssl rand -hex 32} for these tests only; never use them for anything else.
 */
public final class TestRings {

    /** Key 0: the key before the rotation. */
    public static final String OLD_HEX = "688e28f096171f83f108581d6194fb47b84b5aac4f00b6adf776f4194f448f18";
    /** Key 1: the key the rotation adds. */
    public static final String NEW_HEX = "f1e7fbea963233d544f0fa2cbab3278a60ea6749602a6478a0080432027a2f55";

    /**
     * A ring of its own (one bare key, key 0) that the build puts in the environment variable
     * {@code PUBLIC_ID_TEST_KEYS} of the Spring tests, as {@code keys-env} would name it.
     */
    public static final String ENVIRONMENT = "13bcaba8cdc7c21f75764d4d1ee7910d9ecae606fb5a07bf456b4813fb9c56eb";

    /** Key 0 alone. */
    public static final String BEFORE = "0:" + OLD_HEX;
    /** Keys 0 and 1; with {@code shardflake.public-id.current-key=1}, key 1 masks and key 0 still reads. */
    public static final String ROTATED = "0:" + OLD_HEX + ",1:" + NEW_HEX;

    private TestRings() {
    }

    /** @return the forms of {@link #BEFORE}: what the application made before the rotation */
    public static PublicIds before() {
        return PublicIds.of(KeyRing.of(PublicIdKey.ofHex(0, OLD_HEX)));
    }

    /** @return the forms of {@link #ROTATED} with key 1 current */
    public static PublicIds rotated() {
        return PublicIds.of(KeyRing.of(PublicIdKey.ofHex(1, NEW_HEX), PublicIdKey.ofHex(0, OLD_HEX)));
    }

    /** @return a ring holding only key 7, which neither of the others has: its public ids are unknown to them */
    public static PublicIds elsewhere() {
        return PublicIds.of(KeyRing.of(PublicIdKey.ofHex(7, NEW_HEX)));
    }
}
