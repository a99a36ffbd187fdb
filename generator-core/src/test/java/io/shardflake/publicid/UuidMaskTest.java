package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.testing.Gen;
import io.shardflake.testing.Gens;
import io.shardflake.testing.Property;
import io.shardflake.uuid.InvalidUuidException;
import io.shardflake.uuid.UuidVersion;
import io.shardflake.uuid.UuidVersionException;
import java.util.UUID;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.api.Test;

class UuidMaskTest {

    /** Any UUID of the kind: every payload bit drawn, edge cases (all zero, all one) first. */
    static Gen<UUID> uuids(UuidVersion kind) {
        Gen<Long> longs = Gens.longs();
        return s -> new UUID(longs.next(s) & ~0xF000L | (long) kind.number() << 12,
                longs.next(s) & 0x3FFF_FFFF_FFFF_FFFFL | 0x8000_0000_0000_0000L);
    }

    @ParameterizedTest
    @EnumSource(names = {"V7", "V6", "V1"})
    void masksToAVersion4UuidAndBack(UuidVersion kind) {
        UuidMask mask = UuidMask.of(TestKeys.KEY_1, kind, "ord");
        assertThat(mask.kind()).isEqualTo(kind);
        Property.forAll(uuids(kind)).tries(20_000).check(id -> {
            UUID shown = mask.mask(id);
            assertThat(shown.version()).isEqualTo(4);
            assertThat(shown.variant()).isEqualTo(2);
            assertThat(mask.unmask(shown)).isEqualTo(id);
        });
    }

    @Test
    void eachKindMasksTheSamePayloadDifferentlyAndAnotherKindsMaskNeverGivesItBack() {
        UuidMask v7 = UuidMask.of(TestKeys.KEY_1, UuidVersion.V7);
        UuidMask v6 = UuidMask.of(TestKeys.KEY_1, UuidVersion.V6);
        UuidMask otherKey = UuidMask.of(TestKeys.OTHER_KEY_1, UuidVersion.V7);
        Property.forAll(uuids(UuidVersion.V7)).tries(20_000).check(id -> {
            UUID asV6 = new UUID(id.getMostSignificantBits() & ~0xF000L | 0x6000L, id.getLeastSignificantBits());
            UUID shown = v7.mask(id);
            assertThat(v6.mask(asV6)).isNotEqualTo(shown);
            assertThat(v6.unmask(shown)).isNotEqualTo(asV6);
            assertThat(otherKey.unmask(shown)).isNotEqualTo(id);
        });
    }

    @Test
    void refusesUuidsOfAnotherVersionOrVariant() {
        UuidMask v7 = UuidMask.of(TestKeys.KEY_1, UuidVersion.V7);
        UUID v4 = UUID.fromString("2f1e4b5c-3d6a-4e7f-8a9b-0c1d2e3f4a5b");
        UUID v6 = UUID.fromString("1ec9414c-232a-6b00-b3c8-9f6bdeced846");
        assertThatThrownBy(() -> v7.mask(v4)).isInstanceOf(UuidVersionException.class)
                .hasMessage("invalid id 2f1e4b5c-3d6a-4e7f-8a9b-0c1d2e3f4a5b: version 4; expected a UUID of version 7");
        assertThatThrownBy(() -> v7.mask(v6)).isInstanceOf(UuidVersionException.class)
                .hasMessageEndingWith("version 6; expected a UUID of version 7");
        assertThatThrownBy(() -> v7.unmask(v6)).isInstanceOf(UuidVersionException.class)
                .hasMessageEndingWith("version 6; expected a UUID of version 4");
        UUID microsoft = UUID.fromString("2f1e4b5c-3d6a-4e7f-ca9b-0c1d2e3f4a5b");
        assertThatThrownBy(() -> v7.unmask(microsoft)).isInstanceOf(UuidVersionException.class)
                .hasMessageContaining("variant Microsoft");
        assertThatThrownBy(() -> v7.mask(null)).isInstanceOf(InvalidUuidException.class)
                .hasMessage("invalid id null: a UUID is required");
    }

    @ParameterizedTest
    @EnumSource(names = {"V2", "V3", "V4", "V5", "V8"})
    void masksOnlyTheTimeBasedKinds(UuidVersion kind) {
        assertThatThrownBy(() -> UuidMask.of(TestKeys.KEY_1, kind)).isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("public-id UUID kind = " + kind + " is not allowed: version 7, 6 or 1: the time-based"
                        + " versions, whose UUIDs tell when they were made");
    }
}
