package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.testing.Property;
import io.shardflake.uuid.UuidGenerator;
import io.shardflake.uuid.UuidVersion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A million consecutive ids of each kind, from real generators, through the text forms and back: what an application
 * does with each id it shows. (The edge values and random payloads are in the other tests of this package.)
 */
class MillionRoundTripTest {

    private static final int IDS = 1_000_000;

    private final KeyRing ring = KeyRing.of(TestKeys.KEY_2, TestKeys.KEY_1);

    @Test
    void snowflakeIds() {
        SnowflakeGenerator generator = ScriptedIds.snowflake();
        PublicIdText orders = PublicIdText.of(ring, "ord");
        Property.forAll(s -> generator.nextId()).tries(IDS)
                .check(id -> assertThat(orders.unmask(orders.mask(id))).isEqualTo(id));
    }

    @ParameterizedTest
    @EnumSource(names = {"V7", "V6", "V1"})
    void uuids(UuidVersion kind) {
        UuidGenerator generator = ScriptedIds.uuids(kind);
        PublicUuidText orders = PublicUuidText.of(ring, kind, "ord");
        Property.forAll(s -> generator.next()).tries(IDS)
                .check(id -> assertThat(orders.unmask(orders.mask(id))).isEqualTo(id));
    }
}
