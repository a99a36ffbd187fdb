package io.shardflake.spring.slice;

import org.springframework.boot.test.autoconfigure.jdbc.JdbcTest;

/** {@link JdbcSliceContract} under Spring Boot 3's {@code @JdbcTest}: its imports are the Boot 3 adapter's. */
@JdbcTest
class Boot3JdbcSliceTest extends JdbcSliceContract {
}
