package io.shardflake.worker;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CollisionProbabilityTest {

    @ParameterizedTest(name = "{0} hosts in {1} bits -> {2}")
    @CsvSource({
        // 1 - 1/2: the second host takes the first's id half the time
        "2,   1,  0.5",
        // 1 - (1 - 1/4)(1 - 2/4) = 1 - 3/8
        "3,   2,  0.625",
        // 1 - (16 * 15 * ... * 7) / 16^10 = 1 - 14189175 / 536870912
        "10,  4,  0.9735706020146608",
        // the worked example of the class Javadoc and the starter's warning
        "20,  10, 0.17033726096046353",
        // the 1024-id analogue of the birthday paradox's 23 people
        "38,  10, 0.5009558588856797",
        "100, 16, 0.07278449051888125",
        // 1 - (1 - 2^-31): must not cancel to 0
        "2,   31, 4.656612873077393E-10",
    })
    void matchesTheHandComputedBirthdayBound(int hosts, int bits, double expected) {
        assertThat(HostnameHashWorkerId.collisionProbability(hosts, bits)).isCloseTo(expected, within(1e-12));
    }

    @Test
    void isZeroForFewerThanTwoHosts() {
        assertThat(HostnameHashWorkerId.collisionProbability(0, 10)).isZero();
        assertThat(HostnameHashWorkerId.collisionProbability(1, 10)).isZero();
        assertThat(HostnameHashWorkerId.collisionProbability(1, 0)).isZero();
    }

    @Test
    void isOneWhenThereAreMoreHostsThanIds() {
        assertThat(HostnameHashWorkerId.collisionProbability(3, 1)).isEqualTo(1.0);
        assertThat(HostnameHashWorkerId.collisionProbability(1025, 10)).isEqualTo(1.0);
        assertThat(HostnameHashWorkerId.collisionProbability(2, 0)).isEqualTo(1.0);
    }

    @Test
    void isOneWhenEveryIdIsTakenEvenThoughItStillFits() {
        assertThat(HostnameHashWorkerId.collisionProbability(1024, 10)).isEqualTo(1.0);
        assertThat(HostnameHashWorkerId.collisionProbability(Integer.MAX_VALUE, 31)).isEqualTo(1.0);
    }

    @Test
    void growsWithTheNumberOfHosts() {
        double previous = 0;
        for (int hosts = 2; hosts <= 200; hosts++) {
            double probability = HostnameHashWorkerId.collisionProbability(hosts, 10);
            assertThat(probability).isGreaterThan(previous);
            previous = probability;
        }
    }

    @Test
    void rejectsImpossibleArguments() {
        assertThatThrownBy(() -> HostnameHashWorkerId.collisionProbability(-1, 10))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("hosts = -1 is negative");
        assertThatThrownBy(() -> HostnameHashWorkerId.collisionProbability(2, 32))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("workerBits = 32 is outside 0..31");
        assertThatThrownBy(() -> HostnameHashWorkerId.collisionProbability(2, -1))
                .isExactlyInstanceOf(IllegalArgumentException.class)
                .hasMessage("workerBits = -1 is outside 0..31");
    }
}
