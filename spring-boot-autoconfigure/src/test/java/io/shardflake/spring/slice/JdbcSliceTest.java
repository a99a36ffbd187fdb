package io.shardflake.spring.slice;

import org.springframework.boot.jdbc.test.autoconfigure.JdbcTest;

/** {@link JdbcSliceContract} under Spring Boot 4's {@code @JdbcTest}. */
@JdbcTest
class JdbcSliceTest extends JdbcSliceContract {
}
