package io.shardflake.spring.actuator.http;

import io.shardflake.clock.ManualClock;
import io.shardflake.clock.WallClock;
import java.time.Instant;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.context.annotation.Bean;

/**
 * A web application with the actuator and no database, whose generator reads a scripted clock that stands still:
 * two of them started alike describe their generators in the same bytes, so any difference is the JSON settings'.
 * Its own package keeps component scanning away from the other tests' applications. Boot ignores the excluded names
 * of the other line.
 */
@SpringBootApplication(excludeName = {
        "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
        "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration",
        "org.springframework.boot.data.jpa.autoconfigure.DataJpaRepositoriesAutoConfiguration",
        "org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration",
        "org.springframework.boot.autoconfigure.orm.jpa.HibernateJpaAutoConfiguration",
        "org.springframework.boot.autoconfigure.data.jpa.JpaRepositoriesAutoConfiguration" })
public class ScriptedClockApplication {

    /** The instant the clock stands at. */
    static final Instant NOW = Instant.parse("2030-01-02T03:04:05Z");

    @Bean
    WallClock scriptedWallClock() {
        return ManualClock.at(NOW);
    }
}
