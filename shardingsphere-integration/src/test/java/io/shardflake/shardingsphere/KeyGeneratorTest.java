package io.shardflake.shardingsphere;

import static io.shardflake.shardingsphere.Algorithms.props;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.IdField;
import io.shardflake.IdLayout;
import io.shardflake.worker.WorkerLeaseLostException;
import io.shardflake.worker.lease.WorkerLease;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.UUID;
import org.apache.shardingsphere.infra.algorithm.core.context.AlgorithmSQLContext;
import org.apache.shardingsphere.infra.algorithm.core.exception.AlgorithmInitializationException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The SHARDFLAKE key generator, loaded by type as ShardingSphere loads it. Worker ids here (20..29) are this
 * class's own: the process shares one generator per worker identity, and other test classes use others.
 */
class KeyGeneratorTest {

    private static final AlgorithmSQLContext CONTEXT = new AlgorithmSQLContext("shop", "public", "customers", "id");
    private static final int IDS_EACH = 100_000;

    private final List<ShardflakeKeyGenerateAlgorithm> opened = new ArrayList<>();

    @AfterEach
    void closeGenerators() {
        opened.forEach(ShardflakeKeyGenerateAlgorithm::close);
    }

    private ShardflakeKeyGenerateAlgorithm open(String... props) {
        ShardflakeKeyGenerateAlgorithm generator = Algorithms.keyGenerator(props(props));
        opened.add(generator);
        return generator;
    }

    private static List<Long> generate(ShardflakeKeyGenerateAlgorithm generator, int count) {
        List<Long> ids = new ArrayList<>(count);
        // In statements of 1 to 7 rows, as multi-row inserts ask.
        for (int row = 0; ids.size() < count; row++) {
            Collection<Long> keys = generator.generateKeys(CONTEXT, Math.min(1 + row % 7, count - ids.size()));
            ids.addAll(keys);
        }
        return ids;
    }

    @Test
    void twoGeneratorsMakeUniqueIdsSpreadEvenlyOverEveryLogicalShard() throws InterruptedException {
        ShardflakeKeyGenerateAlgorithm first = open("layout.preset", "shardflake", "worker.id", "21");
        ShardflakeKeyGenerateAlgorithm second = open("layout.preset", "shardflake", "worker.id", "22");
        List<List<Long>> made = new ArrayList<>();
        // Both at once, as two instances would run.
        Thread other = new Thread(() -> made.add(generate(second, IDS_EACH)));
        other.start();
        List<Long> mine = generate(first, IDS_EACH);
        other.join();
        made.add(mine);

        Set<Long> unique = new HashSet<>();
        made.forEach(unique::addAll);
        assertThat(unique).hasSize(2 * IDS_EACH);

        IdLayout layout = first.layout();
        long[] perShard = new long[16];
        unique.forEach(id -> perShard[(int) layout.extract(IdField.SHARD, id)]++);
        double expected = 2.0 * IDS_EACH / 16;
        double chiSquare = 0;
        for (long observed : perShard) {
            chiSquare += (observed - expected) * (observed - expected) / expected;
        }
        // 15 degrees of freedom: 30.58 is the 0.99 quantile. Dealing shards in turn should be far below it.
        assertThat(chiSquare).as("chi-square of %s", java.util.Arrays.toString(perShard)).isLessThan(30.58);
        assertThat(java.util.Arrays.stream(perShard).min().orElseThrow()).isPositive();
        assertThat(made.get(0)).allSatisfy(id -> assertThat(layout.extract(IdField.WORKER, id)).isEqualTo(22));
    }

    @Test
    void instancesWithOneWorkerIdShareOneGenerator() {
        ShardflakeKeyGenerateAlgorithm checkCopy = open("worker.id", "23");
        ShardflakeKeyGenerateAlgorithm ruleCopy = open("worker.id", "23", "layout.preset", "shardflake");
        assertThat(ruleCopy.generator()).isSameAs(checkCopy.generator());

        Set<Long> ids = new HashSet<>();
        for (int i = 0; i < 5000; i++) {
            ids.addAll(checkCopy.generateKeys(CONTEXT, 1));
            ids.addAll(ruleCopy.generateKeys(CONTEXT, 1));
        }
        assertThat(ids).hasSize(10_000);
    }

    @Test
    void oneWorkerIdWithOtherSettingsIsRefused() {
        open("worker.id", "24");
        assertThatThrownBy(() -> open("worker.id", "24", "clock.max-lead", "5ms"))
                .isInstanceOf(AlgorithmInitializationException.class)
                .hasMessageContaining("clock.max-lead = PT0.005S is not allowed: PT0.1S, as in the SHARDFLAKE key generator"
                        + " with worker.id=24 already running in this process")
                .hasMessageContaining("key generators with one worker identity share one generator");
    }

    @Test
    void aClosedGeneratorFailsClosedAndItsSuccessorStartsAfterIt() {
        ShardflakeKeyGenerateAlgorithm first = open("worker.id", "25", "clock.max-lead", "1s");
        ShardflakeKeyGenerateAlgorithm sharing = open("worker.id", "25", "clock.max-lead", "1s");
        // Borrow far ahead of the wall clock: 400,000 ids in a burst run past the sequence of many milliseconds.
        long last = 0;
        for (Long id : first.generateKeys(CONTEXT, 400_000)) {
            last = Math.max(last, id);
        }
        first.close();
        assertThatThrownBy(() -> sharing.generateKeys(CONTEXT, 1)).isInstanceOf(WorkerLeaseLostException.class)
                .hasMessageContaining("closed");

        ShardflakeKeyGenerateAlgorithm successor = open("worker.id", "25", "clock.max-lead", "1s");
        assertThat(successor.generateKeys(CONTEXT, 1).iterator().next()).isGreaterThan(last);
    }

    @Test
    void aLeaseInANamedDatabaseHandsOutTheWorkerIdAndTakesItBack() throws Exception {
        String url = "jdbc:h2:mem:lease-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        ShardflakeKeyGenerateAlgorithm generator = open("worker.lease.url", url, "worker.lease.username", "sa",
                "worker.lease.table", "keygen_lease", "worker.id", "26");
        WorkerLease lease = generator.lease().orElseThrow();
        assertThat(lease.workerId()).isEqualTo(26);
        assertThat(layoutWorker(generator, generator.generateKeys(CONTEXT, 1).iterator().next())).isEqualTo(26);
        try (Connection connection = java.sql.DriverManager.getConnection(url, "sa", "");
                Statement statement = connection.createStatement();
                ResultSet rows = statement.executeQuery(
                        "select worker_id, holder_source from keygen_lease where worker_id >= 0")) {
            assertThat(rows.next()).isTrue();
            assertThat(rows.getInt(1)).isEqualTo(26);
            assertThat(rows.getString(2)).isEqualTo("fixed(26)");
        }
        generator.close();
        assertThat(lease.isClosed()).isTrue();
        assertThatThrownBy(() -> generator.generateKeys(CONTEXT, 1)).isInstanceOf(WorkerLeaseLostException.class);
    }

    @Test
    void twoIdentitiesThatEndOnOneWorkerIdAreRefused() {
        open("worker.id", "27");
        String url = "jdbc:h2:mem:lease-" + UUID.randomUUID() + ";DB_CLOSE_DELAY=-1";
        assertThatThrownBy(() -> open("worker.lease.url", url, "worker.id", "27"))
                .isInstanceOf(AlgorithmInitializationException.class)
                .hasMessageContaining("worker.id = 27 is not allowed: a worker id no other SHARDFLAKE key generator of"
                        + " this process uses");
    }

    private static long layoutWorker(ShardflakeKeyGenerateAlgorithm generator, long id) {
        return generator.layout().extract(IdField.WORKER, id);
    }
}
