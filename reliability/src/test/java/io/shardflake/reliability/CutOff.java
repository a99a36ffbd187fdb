package io.shardflake.reliability;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * A network between the application and its database that the test can cut: while cut, every new connection
 * fails as a driver reports an unreachable server (SQLState 08001), and every call on a connection already open fails
 * as on a broken socket (08006) — the lease keeps one between its calls. Proxies, so they wrap any data source without
 * restating the interfaces (generator-core's lease tests have a hand-written one of their own).
 */
final class CutOff {

    private final DataSource dataSource;
    private volatile boolean cut;

    CutOff(DataSource target) {
        this.dataSource = (DataSource) Proxy.newProxyInstance(DataSource.class.getClassLoader(),
                new Class<?>[] {DataSource.class}, (proxy, method, args) -> {
                    if (cut && method.getName().equals("getConnection")) {
                        throw new SQLException("connection refused (network cut by the test)", "08001");
                    }
                    Object result = invoke(method, target, args);
                    return result instanceof Connection connection ? cutWithTheNetwork(connection) : result;
                });
    }

    private Connection cutWithTheNetwork(Connection connection) {
        return (Connection) Proxy.newProxyInstance(Connection.class.getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> {
                    String name = method.getName();
                    if (cut && !name.equals("close") && !name.equals("abort") && !name.equals("isClosed")) {
                        throw new SQLException("connection reset (network cut by the test)", "08006");
                    }
                    return invoke(method, connection, args);
                });
    }

    private static Object invoke(java.lang.reflect.Method method, Object target, Object[] args) throws Throwable {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    /** @return the data source to give the application */
    DataSource dataSource() {
        return dataSource;
    }

    void cut() {
        cut = true;
    }

    void restore() {
        cut = false;
    }
}
