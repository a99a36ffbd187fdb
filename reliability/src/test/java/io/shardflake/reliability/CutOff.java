package io.shardflake.reliability;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.SQLException;
import javax.sql.DataSource;

/**
 * A network between the application and its database that the test can cut: while cut, every new connection
 * fails as a driver reports an unreachable server (SQLState 08001). A proxy, so it wraps any data source without
 * restating the interface (generator-core's lease tests have a hand-written one of their own).
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
                    try {
                        return method.invoke(target, args);
                    } catch (InvocationTargetException e) {
                        throw e.getCause();
                    }
                });
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
