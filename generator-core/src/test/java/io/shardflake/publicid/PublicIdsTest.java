package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.InvalidIdException;
import io.shardflake.uuid.UuidVersion;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class PublicIdsTest {

    private final KeyRing ring = KeyRing.of(TestKeys.KEY_2, TestKeys.KEY_1);
    private final PublicIds publicIds = PublicIds.of(ring);

    @Test
    void eachTypeAndKindHasOneFormMadeOnceThatMasksAsTheFormsOfTheRingDo() {
        PublicIdText orders = publicIds.ids("ord");
        assertThat(publicIds.ids("ord")).isSameAs(orders);
        assertThat(publicIds.ids("")).isNotSameAs(orders).isSameAs(publicIds.ids(""));
        assertThat(orders.mask(42)).isEqualTo(PublicIdText.of(ring, "ord").mask(42)).startsWith("ord_2");
        PublicUuidText documents = publicIds.uuids(UuidVersion.V6, "doc");
        assertThat(publicIds.uuids(UuidVersion.V6, "doc")).isSameAs(documents);
        assertThat(publicIds.uuids(UuidVersion.V7, "doc")).isNotSameAs(documents);
        assertThat(documents.kind()).isEqualTo(UuidVersion.V6);
        UUID v6 = UUID.fromString("1ef0a5da-c967-6e10-8c2a-9f6bdeced846");
        assertThat(documents.unmask(documents.mask(v6))).isEqualTo(v6);
        assertThat(publicIds.keyRing()).isSameAs(ring);
        assertThat(publicIds).hasToString("PublicIds[KeyRing[current=2, keys=2, 1]]");
    }

    @Test
    void refusesWhatNoFormTakes() {
        assertThatThrownBy(() -> PublicIds.of(null)).isInstanceOf(InvalidConfigurationException.class);
        assertThatThrownBy(() -> publicIds.ids("Orders")).isInstanceOf(InvalidConfigurationException.class)
                .hasMessageStartingWith("public-id type = \"Orders\" is not allowed");
        assertThatThrownBy(() -> publicIds.uuids(UuidVersion.V4, "doc"))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessageStartingWith("public-id UUID kind = version 4 is not allowed");
        assertThatThrownBy(() -> publicIds.uuids(UuidVersion.V7, null))
                .isInstanceOf(InvalidConfigurationException.class);
    }

    @Test
    void anyTypeIsReadFromTheTextsOwnPrefixWithTheKeyItNames() {
        String byOldKey = PublicIdText.of(KeyRing.of(TestKeys.KEY_1), "cus").mask(7_000_000_001L);
        String untyped = publicIds.ids("").mask(5);

        assertThat(publicIds.unmaskAnyType(publicIds.ids("ord").mask(42))).isEqualTo(new UnmaskedId(42, "ord", 2));
        assertThat(publicIds.unmaskAnyType(byOldKey)).isEqualTo(new UnmaskedId(7_000_000_001L, "cus", 1));
        assertThat(publicIds.unmaskAnyType(untyped)).isEqualTo(new UnmaskedId(5, "", 2));
        assertThatThrownBy(() -> PublicIds.of(KeyRing.of(TestKeys.KEY_2)).unmaskAnyType(byOldKey))
                .isInstanceOf(UnknownKeyException.class);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            # text                  | message
            Ord_17QMMSNNFSTJR6      | invalid id "Ord_17QMMSNNFSTJR6": what precedes its _ is not a type: 1 to 16 lower-case ASCII letters and digits, starting with a letter
            _17QMMSNNFSTJR6         | what precedes its _ is not a type
            ord_17QMMSNNFSTJR       | invalid id "ord_17QMMSNNFSTJR": 18 characters expected
            """)
    void refusesATextThatIsNoPublicIdOfAnyType(String text, String message) {
        assertThatThrownBy(() -> publicIds.unmaskAnyType(text)).isInstanceOf(InvalidIdException.class)
                .hasMessageContaining(message);
        assertThatThrownBy(() -> publicIds.unmaskAnyType(null)).isInstanceOf(InvalidIdException.class);
    }
}
