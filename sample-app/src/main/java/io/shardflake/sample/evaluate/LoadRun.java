package io.shardflake.sample.evaluate;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.sample.service.CustomerService;
import io.shardflake.sample.service.OrderService;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The load: every simulated node's threads create their share of the customers, each followed by its orders,
 * through the same services the REST API uses. Records every id made and every insert's latency.
 */
final class LoadRun {

    /** What one thread did. */
    record ThreadResult(long[] ids, long[] latenciesNanos) {
    }

    /** What the run did: ids, latencies and the wall time of the insert phase. */
    record Result(List<ThreadResult> threads, long elapsedNanos) {
    }

    private final CustomerService customers;
    private final OrderService orders;

    LoadRun(CustomerService customers, OrderService orders) {
        this.customers = customers;
        this.orders = orders;
    }

    Result run(EvaluationOptions options, List<SnowflakeGenerator> nodes) throws InterruptedException {
        int threadCount = options.nodes() * options.threads();
        ExecutorService pool = Executors.newFixedThreadPool(threadCount);
        try {
            List<Future<ThreadResult>> futures = new ArrayList<>();
            long start = System.nanoTime();
            for (int slot = 0; slot < threadCount; slot++) {
                SnowflakeGenerator generator = nodes.get(slot / options.threads());
                int first = slot;
                futures.add(pool.submit(() -> work(options, generator, first, threadCount)));
            }
            List<ThreadResult> results = new ArrayList<>();
            for (Future<ThreadResult> future : futures) {
                results.add(future.get());
            }
            return new Result(results, System.nanoTime() - start);
        } catch (ExecutionException e) {
            throw new IllegalStateException("an insert failed: " + e.getCause(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** Customers {@code first, first + stride, …}, each with its orders. */
    private ThreadResult work(EvaluationOptions options, SnowflakeGenerator generator, int first, int stride) {
        int mine = first < options.customers() ? (options.customers() - first + stride - 1) / stride : 0;
        int rows = mine * (1 + options.ordersPerCustomer());
        long[] ids = new long[rows];
        long[] latencies = new long[rows];
        int row = 0;
        for (int customer = first; customer < options.customers(); customer += stride) {
            long begin = System.nanoTime();
            long customerId = customers.create(generator, "customer-" + customer + "@eval.example",
                    "Customer " + customer).id();
            latencies[row] = System.nanoTime() - begin;
            ids[row++] = customerId;
            for (int order = 0; order < options.ordersPerCustomer(); order++) {
                begin = System.nanoTime();
                long orderId = orders.place(generator, customerId, "product-" + order, 1 + order, 100L * (order + 1))
                        .id();
                latencies[row] = System.nanoTime() - begin;
                ids[row++] = orderId;
            }
        }
        return new ThreadResult(ids, latencies);
    }
}
