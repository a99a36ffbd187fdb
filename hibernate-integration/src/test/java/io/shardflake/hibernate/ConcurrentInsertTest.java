package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.hibernate.entities.LongIdEntity;
import io.shardflake.hibernate.support.TestHibernate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.hibernate.SessionFactory;
import org.junit.jupiter.api.Test;

/** Many sessions on many threads share the SessionFactory's one generator: no id twice, each thread's in order. */
class ConcurrentInsertTest {

    private static final int THREADS = 8;
    private static final int PER_THREAD = 500;

    @Test
    void threadsInsertingAtOnceNeverShareAnId() throws Exception {
        try (SessionFactory factory = TestHibernate.onH2().entities(LongIdEntity.class).build()) {
            ExecutorService pool = Executors.newFixedThreadPool(THREADS);
            CountDownLatch start = new CountDownLatch(1);
            List<Future<List<Long>>> results = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int thread = t;
                Callable<List<Long>> work = () -> {
                    start.await();
                    List<Long> ids = new ArrayList<>();
                    for (int batch = 0; batch < PER_THREAD / 50; batch++) {
                        List<LongIdEntity> entities = new ArrayList<>();
                        factory.inTransaction(session -> {
                            for (int i = 0; i < 50; i++) {
                                LongIdEntity entity = new LongIdEntity("thread " + thread);
                                session.persist(entity);
                                entities.add(entity);
                            }
                        });
                        entities.forEach(e -> ids.add(e.id));
                    }
                    return ids;
                };
                results.add(pool.submit(work));
            }
            start.countDown();
            Set<Long> all = new HashSet<>();
            for (Future<List<Long>> result : results) {
                List<Long> ids = result.get();
                assertThat(ids).hasSize(PER_THREAD).isSorted();
                all.addAll(ids);
            }
            pool.shutdown();
            assertThat(all).hasSize(THREADS * PER_THREAD);
            long rows = factory.fromSession(session -> session.createSelectionQuery(
                    "select count(distinct e.id) from LongIdEntity e", Long.class).getSingleResult());
            assertThat(rows).isEqualTo(THREADS * PER_THREAD);
        }
    }
}
