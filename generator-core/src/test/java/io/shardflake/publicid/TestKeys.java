package io.shardflake.publicid;

/** Keys for tests, written out so that a failure can be repeated; never use them for anything else. */
final class TestKeys {

    static final String HEX_1 = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
    static final String HEX_2 = "f0e1d2c3b4a5968778695a4b3c2d1e0f";

    static final PublicIdKey KEY_1 = PublicIdKey.ofHex(1, HEX_1);
    static final PublicIdKey KEY_2 = PublicIdKey.ofHex(2, HEX_2);
    /** Key 1's id with key 2's material: what a ring configured elsewhere would hold. */
    static final PublicIdKey OTHER_KEY_1 = PublicIdKey.ofHex(1, HEX_2);

    private TestKeys() {
    }
}
