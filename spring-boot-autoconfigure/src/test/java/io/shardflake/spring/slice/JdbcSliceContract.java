package io.shardflake.spring.slice;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.test.context.TestPropertySource;

/**
 * {@code @JdbcTest} includes Shardflake's auto-configuration too (listed for {@code @AutoConfigureJdbc}): code that
 * inserts rows with the application's generator gets the one {@code shardflake.*} describes, its worker id
 * registered in the test database. Under each line's {@code @JdbcTest}: {@link JdbcSliceTest} on Boot 4,
 * lines/boot-3.5's on Boot 3.
 */
@TestPropertySource(properties = {"shardflake.layout.preset=twitter", "shardflake.worker.id=9",
        "shardflake.worker.hostname=slice-host"})
public abstract class JdbcSliceContract {

    @Autowired
    private ObjectProvider<SnowflakeGenerator> generator;

    @Autowired
    private JdbcClient jdbc;

    @Test
    void theGeneratorFollowsTheShardflakeProperties() {
        SnowflakeGenerator bean = generator.getIfAvailable();
        assertThat(bean).isNotNull();
        assertThat(bean.layout()).isEqualTo(LayoutPreset.TWITTER.layout());
        assertThat(bean.decode(bean.nextId()).worker()).isEqualTo(9);
        assertThat(jdbc.sql("SELECT COUNT(*) FROM shardflake_worker_lease WHERE worker_id = 9").query(Long.class)
                .single()).isOne();
    }
}
