package io.shardflake.worker.lease;

import static io.shardflake.worker.lease.LeaseFixtures.TWITTER;
import static io.shardflake.worker.lease.LeaseFixtures.freshTable;
import static io.shardflake.worker.lease.LeaseFixtures.leases;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockSettings;
import io.shardflake.clock.ManualClock;
import io.shardflake.worker.WorkerLeaseLostException;
import java.time.Instant;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two copies of one process (a cloned virtual machine, a {@code jdk.crac} snapshot restored twice) hold the same lease
 * instance on the same worker id. Before issue 29 each took the other's renewal for one of its own whose answer was
 * lost, and both renewed in turns for ever, making the same ids. Now the copy that finds the other's renewal gives the
 * worker id up; the other keeps it.
 */
@LeaseDatabases
class ClonedProcessTest {

    private final String table = freshTable();
    private final ManualClock clock = ManualClock.at(Instant.now());

    @ParameterizedTest
    @EnumSource(Database.class)
    void ofTwoCopiesOfOneLeaseInstanceOneKeepsTheWorkerIdAndTheOtherLosesIt(Database database) {
        WorkerLease original = leases(database.dataSource(), table, "web-1").clock(clock).monotonicClock(clock)
                .maxWorkerId(0).build().claim(0);
        WorkerLease copy = WorkerLease.copyOf(original);
        assertThat(copy.holder()).isEqualTo(original.holder());
        SnowflakeGenerator first = generator(original);
        SnowflakeGenerator second = generator(copy);

        original.renew();
        assertThatThrownBy(copy::renew).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("another copy of this process renewed it as this same lease instance");
        original.renew();

        assertThat(original.state()).isEqualTo(LeaseState.HELD);
        assertThat(copy.state()).isEqualTo(LeaseState.LOST);
        Set<Long> ids = new HashSet<>();
        int made = 0;
        for (int i = 0; i < 1_000; i++) {
            ids.add(first.nextId());
            made++;
            try {
                ids.add(second.nextId());
                made++;
            } catch (WorkerLeaseLostException refused) {
                // the copy that lost makes no id
            }
        }
        assertThat(made).isEqualTo(1_000);
        assertThat(ids).as("no id repeated").hasSize(made);
        original.close();
        copy.close();
    }

    private SnowflakeGenerator generator(WorkerLease lease) {
        return SnowflakeGenerator.builder(TWITTER).clock(ClockSettings.of(clock, clock)).workerIdSource(lease).build();
    }
}
