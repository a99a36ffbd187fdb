package io.shardflake.publicid;

/** Keys for tests (openssl rand -hex), written out so that a failure can be repeated; never use them for anything else. */
final class TestKeys {

    static final String HEX_1 = "2c0af30f578d493fcc9a413a4c54275312ef3150666f7b4ec4092c002ab104ab";
    static final String HEX_2 = "17ca64fdaf1d86a014f64e9d4e02f6e2";

    static final PublicIdKey KEY_1 = PublicIdKey.ofHex(1, HEX_1);
    static final PublicIdKey KEY_2 = PublicIdKey.ofHex(2, HEX_2);
    /** Key 1's id with key 2's material: what a ring configured elsewhere would hold. */
    static final PublicIdKey OTHER_KEY_1 = PublicIdKey.ofHex(1, HEX_2);

    private TestKeys() {
    }
}
