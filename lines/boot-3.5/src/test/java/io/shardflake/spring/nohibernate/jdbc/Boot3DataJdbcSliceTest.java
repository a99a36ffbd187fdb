package io.shardflake.spring.nohibernate.jdbc;

import org.springframework.boot.test.autoconfigure.data.jdbc.DataJdbcTest;

/** {@link DataJdbcSliceContract} under Spring Boot 3's {@code @DataJdbcTest}: its imports are the Boot 3 adapter's. */
@DataJdbcTest
class Boot3DataJdbcSliceTest extends DataJdbcSliceContract {
}
