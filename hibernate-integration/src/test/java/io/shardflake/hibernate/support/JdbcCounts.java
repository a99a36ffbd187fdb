package io.shardflake.hibernate.support;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicInteger;
import javax.sql.DataSource;

/**
 * Counts what reaches the JDBC driver: a DataSource whose connections and statements are
 * {@link java.lang.reflect.Proxy proxies} counting {@code executeBatch}, {@code addBatch}, single executions and
 * queries. Ground truth for "batched" and "no SELECT", whatever Hibernate or Spring do on top.
 */
public final class JdbcCounts {

    private final AtomicInteger batches = new AtomicInteger();
    private final AtomicInteger addBatches = new AtomicInteger();
    private final AtomicInteger singleUpdates = new AtomicInteger();
    private final List<String> queries = new CopyOnWriteArrayList<>();
    private volatile boolean recording;

    /** @return a DataSource that counts into this object while {@link #start()}ed */
    public DataSource wrap(DataSource target) {
        return proxy(DataSource.class, target, (method, result, args) -> result instanceof Connection connection
                ? proxy(Connection.class, connection, this::onConnectionCall) : result);
    }

    private Object onConnectionCall(Method method, Object result, Object[] args) {
        if (result instanceof Statement statement) {
            String sql = args != null && args.length > 0 && args[0] instanceof String text ? text : null;
            Class<? extends Statement> type = method.getReturnType().asSubclass(Statement.class);
            return proxy(type, statement, (m, r, a) -> onStatementCall(m, a, sql));
        }
        return result;
    }

    private Object onStatementCall(Method method, Object[] args, String preparedSql) {
        if (recording) {
            String name = method.getName();
            String sql = args != null && args.length > 0 && args[0] instanceof String text ? text : preparedSql;
            switch (name) {
                case "executeBatch", "executeLargeBatch" -> batches.incrementAndGet();
                case "addBatch" -> addBatches.incrementAndGet();
                case "executeQuery" -> queries.add(sql);
                case "executeUpdate", "executeLargeUpdate" -> singleUpdates.incrementAndGet();
                case "execute" -> {
                    if (sql != null && sql.trim().toLowerCase().startsWith("select")) {
                        queries.add(sql);
                    } else {
                        singleUpdates.incrementAndGet();
                    }
                }
                default -> { }
            }
        }
        return null;
    }

    public void start() {
        batches.set(0);
        addBatches.set(0);
        singleUpdates.set(0);
        queries.clear();
        recording = true;
    }

    public void stop() {
        recording = false;
    }

    public int batches() {
        return batches.get();
    }

    public int addBatches() {
        return addBatches.get();
    }

    public int singleUpdates() {
        return singleUpdates.get();
    }

    public List<String> queries() {
        return List.copyOf(queries);
    }

    @FunctionalInterface
    private interface AfterCall {
        /** Sees a call after it returned; answers what the caller gets. */
        Object after(Method method, Object result, Object[] args);
    }

    private static <T> T proxy(Class<T> type, Object target, AfterCall after) {
        InvocationHandler handler = (proxy, method, args) -> {
            Object result;
            try {
                result = method.invoke(target, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            Object replaced = after.after(method, result, args);
            return replaced != null ? replaced : result;
        };
        return type.cast(Proxy.newProxyInstance(JdbcCounts.class.getClassLoader(), new Class<?>[] {type}, handler));
    }
}
