package io.shardflake.testing;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.util.concurrent.atomic.LongAdder;
import javax.sql.DataSource;

/**
 * Counts the transactions the lease runs through a data source: commits, and rollbacks — a claim that lost its race
 * to another instance rolls back, so rollbacks are the races lost. A proxy, so it wraps any data source and any
 * driver's connections without restating their interfaces.
 */
public final class CountingDataSource {

    private final DataSource dataSource;
    private final LongAdder commits = new LongAdder();
    private final LongAdder rollbacks = new LongAdder();

    /** @param target the real data source */
    public CountingDataSource(DataSource target) {
        this.dataSource = (DataSource) Proxy.newProxyInstance(DataSource.class.getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                    Object result = invoke(target, method, args);
                    return result instanceof Connection connection ? counting(connection) : result;
                });
    }

    /** @return the data source to give the leases */
    public DataSource dataSource() {
        return dataSource;
    }

    /** @return commits so far */
    public long commits() {
        return commits.sum();
    }

    /** @return rollbacks so far */
    public long rollbacks() {
        return rollbacks.sum();
    }

    private Connection counting(Connection target) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    Object result = invoke(target, method, args);
                    if (method.getName().equals("commit")) {
                        commits.increment();
                    } else if (method.getName().equals("rollback") && (args == null || args.length == 0)) {
                        rollbacks.increment();
                    }
                    return result;
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
