package io.shardflake.publicid;

/**
 * What a public id read without an expected type holds ({@link PublicIds#unmaskAnyType(CharSequence)}).
 *
 * @param id the id it was masked from
 * @param type its type, "" for none
 * @param keyId the id of the key it was masked with (never the key)
 */
public record UnmaskedId(long id, String type, int keyId) {
}
