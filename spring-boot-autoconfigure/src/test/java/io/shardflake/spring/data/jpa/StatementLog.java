package io.shardflake.spring.data.jpa;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import javax.sql.DataSource;
import net.ttddyy.dsproxy.ExecutionInfo;
import net.ttddyy.dsproxy.QueryInfo;
import net.ttddyy.dsproxy.listener.QueryExecutionListener;
import net.ttddyy.dsproxy.support.ProxyDataSourceBuilder;

/**
 * The statements a DataSource really executed (datasource-proxy), on the thread that asked: the lease's heartbeat
 * and anything else running in the background are not counted.
 */
final class StatementLog implements QueryExecutionListener {

    /**
     * One execution of one SQL text.
     *
     * @param sql the SQL, as sent
     * @param rows how many parameter sets it carried: the batch size of a batch, else 1
     * @param batch whether it was sent as a JDBC batch
     */
    record Execution(String sql, int rows, boolean batch) {

        /** @return the statement's first word in lower case: {@code select}, {@code insert}, … */
        String verb() {
            return sql.stripLeading().split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        }
    }

    private final List<Execution> executions = new CopyOnWriteArrayList<>();
    private volatile Thread watched;

    /**
     * @param dataSource the real DataSource
     * @return one that records into this log
     */
    DataSource counting(DataSource dataSource) {
        return ProxyDataSourceBuilder.create(dataSource).name("counted").listener(this).build();
    }

    /**
     * @param action what to run on this thread while recording
     * @return the statements it executed, in order
     */
    List<Execution> statementsOf(Runnable action) {
        executions.clear();
        watched = Thread.currentThread();
        try {
            action.run();
        } finally {
            watched = null;
        }
        return List.copyOf(executions);
    }

    /**
     * @param action what to run on this thread while recording
     * @param <T> what it returns
     * @return what it returned, after which {@link #last()} tells what it executed
     */
    <T> T during(Supplier<T> action) {
        Object[] result = new Object[1];
        statementsOf(() -> result[0] = action.get());
        @SuppressWarnings("unchecked")
        T typed = (T) result[0];
        return typed;
    }

    /** @return the statements of the last {@code during} or {@code statementsOf} */
    List<Execution> last() {
        return List.copyOf(executions);
    }

    @Override
    public void beforeQuery(ExecutionInfo execution, List<QueryInfo> queries) {
    }

    @Override
    public void afterQuery(ExecutionInfo execution, List<QueryInfo> queries) {
        if (Thread.currentThread() != watched) {
            return;
        }
        for (QueryInfo query : queries) {
            executions.add(new Execution(query.getQuery(),
                    execution.isBatch() ? query.getParametersList().size() : 1, execution.isBatch()));
        }
    }
}
