package io.shardflake.spring.slice;

import org.springframework.boot.data.jpa.test.autoconfigure.DataJpaTest;

/** {@link DataJpaSliceContract} under Spring Boot 4's {@code @DataJpaTest}. */
@DataJpaTest
class DataJpaSliceTest extends DataJpaSliceContract {
}
