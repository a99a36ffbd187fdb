package io.shardflake.hibernate;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.hibernate.support.Databases;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/** {@link PersistenceContract} on a real PostgreSQL 18, plus its native uuid column. */
class PostgresPersistenceTest extends PersistenceContract {

    private DataSource database;

    @Override
    protected DataSource database() {
        database = Databases.postgres();
        return database;
    }

    @Test
    void uuidIdsLiveInANativeUuidColumnAndSnowflakeIdsInABigint() throws SQLException {
        try (Connection connection = database.getConnection(); Statement statement = connection.createStatement();
                ResultSet types = statement.executeQuery("select table_name, data_type from "
                        + "information_schema.columns where column_name = 'id' and table_name in "
                        + "('uuidv7entity', 'longidentity') order by table_name")) {
            assertThat(types.next()).isTrue();
            assertThat(types.getString(2)).isEqualTo("bigint");
            assertThat(types.next()).isTrue();
            assertThat(types.getString(2)).isEqualTo("uuid");
        }
    }
}
