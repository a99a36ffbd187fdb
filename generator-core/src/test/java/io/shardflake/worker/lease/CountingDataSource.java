package io.shardflake.worker.lease;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.util.concurrent.atomic.LongAdder;
import javax.sql.DataSource;

/**
 * Counts the rollbacks of the transactions a lease runs through a data source: a claim that lost its race to another
 * instance rolls back, so rollbacks are the races lost. A proxy around the real database's connections.
 */
final class CountingDataSource {

    private final DataSource dataSource;
    private final LongAdder rollbacks = new LongAdder();

    CountingDataSource(DataSource target) {
        this.dataSource = (DataSource) Proxy.newProxyInstance(DataSource.class.getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                    Object result = invoke(target, method, args);
                    return result instanceof Connection connection ? counting(connection) : result;
                });
    }

    /** @return the data source to give the leases */
    DataSource dataSource() {
        return dataSource;
    }

    /** @return rollbacks so far */
    long rollbacks() {
        return rollbacks.sum();
    }

    private Connection counting(Connection target) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("rollback") && (args == null || args.length == 0)) {
                        rollbacks.increment();
                    }
                    return invoke(target, method, args);
                });
    }

    private static Object invoke(Object target, Method method, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }
}
