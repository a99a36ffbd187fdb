package io.shardflake.publicid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import org.junit.jupiter.api.Test;

class KeyRingTest {

    @Test
    void holdsTheCurrentKeyFirstAndFindsEveryKeyById() {
        KeyRing ring = KeyRing.of(TestKeys.KEY_2, TestKeys.KEY_1);
        assertThat(ring.current()).isSameAs(TestKeys.KEY_2);
        assertThat(ring.keys()).containsExactly(TestKeys.KEY_2, TestKeys.KEY_1);
        assertThat(ring.key(1)).containsSame(TestKeys.KEY_1);
        assertThat(ring.key(0)).isEmpty();
        assertThat(ring.key(32)).isEmpty();
        assertThat(ring.key(-1)).isEmpty();
        assertThat(ring).hasToString("KeyRing[current=2, keys=2, 1]");
    }

    @Test
    void refusesTwoKeysWithOneIdAndNulls() {
        assertThatThrownBy(() -> KeyRing.of(TestKeys.KEY_1, TestKeys.KEY_2, TestKeys.OTHER_KEY_1))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("public-id keys = 1, 2, 1 is not allowed: keys with different ids; id 1 is given twice");
        assertThatThrownBy(() -> KeyRing.of(null)).hasMessageStartingWith("public-id keys = null is not allowed");
        assertThatThrownBy(() -> KeyRing.of(TestKeys.KEY_1, (PublicIdKey) null))
                .hasMessageStartingWith("public-id keys = null is not allowed");
    }
}
