package io.shardflake.spring.nohibernate.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.SnowflakeGenerator;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.test.context.TestPropertySource;

/**
 * The {@code @DataJdbcTest} slice fills ids as the application does: its imports list the callback's configuration.
 * Under each line's {@code @DataJdbcTest}: {@link DataJdbcSliceTest} on Boot 4, lines/boot-3.5's on Boot 3.
 */
@TestPropertySource(properties = {"spring.sql.init.schema-locations=classpath:jdbc-app/schema.sql",
        "shardflake.worker.hostname=slice-host"})
public abstract class DataJdbcSliceContract {

    @Autowired
    private ParcelRepository parcels;

    @Autowired
    private SnowflakeGenerator generator;

    @Test
    void aParcelSavedInTheSliceGetsAnIdFromTheSlicesGenerator() {
        Parcel saved = parcels.save(Parcel.labelled("slice"));

        assertThat(saved.id()).isNotNull();
        assertThat(generator.decode(saved.id()).worker()).isEqualTo(generator.workerId());
    }
}
