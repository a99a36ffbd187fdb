package io.shardflake.spring;

import java.sql.Connection;
import java.sql.SQLException;
import javax.sql.DataSource;
import org.springframework.jdbc.datasource.DelegatingDataSource;

/** A DataSource whose database can be made unreachable, to fail lease renewals on purpose. */
public final class SwitchableDataSource extends DelegatingDataSource {

    private volatile boolean down;

    public SwitchableDataSource(DataSource target) {
        super(target);
    }

    /** @param down true to refuse every connection from now on */
    public void setDown(boolean down) {
        this.down = down;
    }

    @Override
    public Connection getConnection() throws SQLException {
        if (down) {
            throw new SQLException("connection refused (test: database switched off)", "08001");
        }
        return super.getConnection();
    }
}
