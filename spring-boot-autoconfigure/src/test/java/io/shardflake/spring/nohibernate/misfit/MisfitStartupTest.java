package io.shardflake.spring.nohibernate.misfit;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.error.InvalidConfigurationException;
import org.junit.jupiter.api.Test;
import org.springframework.boot.WebApplicationType;
import org.springframework.boot.builder.SpringApplicationBuilder;

/** An id annotation the aggregate's id type cannot honour fails the startup, before any save, naming the field. */
class MisfitStartupTest {

    @Test
    void aSnowflakeIdOnAUuidFailsTheStartupNamingTheField() {
        assertThatThrownBy(() -> new SpringApplicationBuilder(MisfitApplication.class).web(WebApplicationType.NONE)
                .run("--spring.datasource.url=jdbc:h2:mem:misfit;DB_CLOSE_DELAY=-1",
                        "--shardflake.worker.hostname=misfit-host"))
                .isInstanceOf(InvalidConfigurationException.class)
                .hasMessage("Misfit.id = @SnowflakeId on a java.util.UUID id is not allowed: Long, long or String"
                        + " (13 characters of Crockford base32); for a UUID, @ShardflakeUuid");
    }
}
