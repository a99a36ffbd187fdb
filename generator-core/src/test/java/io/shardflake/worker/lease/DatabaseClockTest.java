package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.clock.Micros;
import java.sql.SQLException;
import java.time.Instant;
import javax.sql.DataSource;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The database's clock as the lease reads it is the instant it is, whatever the time zones of the server, the
 * session and this JVM. The servers run on this machine, on the clock this JVM reads, so the database's reading must
 * fall between two readings of this JVM's clock taken around it. (The MariaDB server runs at UTC+05:30 on
 * purpose: a clock read through a time zone would be hours off.)
 */
@LeaseDatabases
class DatabaseClockTest {

    @ParameterizedTest
    @EnumSource(Database.class)
    void theDatabasesClockIsTheInstantItIsWhateverTheTimeZones(Database database) throws SQLException {
        DataSource dataSource = database.dataSource();
        LeaseTable table = LeaseFixtures.leaseTable(dataSource, freshTable());

        long before = Micros.of(Instant.now());
        long now = Transaction.run(dataSource, table::databaseNow);
        long after = Micros.of(Instant.now());

        assertThat(Micros.toInstant(now)).isBetween(Micros.toInstant(before), Micros.toInstant(after));
    }
}
