package io.shardflake.spring.slice;

import org.springframework.boot.test.autoconfigure.orm.jpa.DataJpaTest;

/** {@link DataJpaSliceContract} under Spring Boot 3's {@code @DataJpaTest}: its imports are the Boot 3 adapter's. */
@DataJpaTest
class Boot3DataJpaSliceTest extends DataJpaSliceContract {
}
