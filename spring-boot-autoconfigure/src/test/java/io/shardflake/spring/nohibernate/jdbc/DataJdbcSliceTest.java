package io.shardflake.spring.nohibernate.jdbc;

import org.springframework.boot.data.jdbc.test.autoconfigure.DataJdbcTest;

/** {@link DataJdbcSliceContract} under Spring Boot 4's {@code @DataJdbcTest}. */
@DataJdbcTest
class DataJdbcSliceTest extends DataJdbcSliceContract {
}
