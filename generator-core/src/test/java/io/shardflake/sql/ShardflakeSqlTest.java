package io.shardflake.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.sql.ShardflakeSql.Dialect;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Arrays;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/** Loading the scripts and telling the databases apart, without a database. */
class ShardflakeSqlTest {

    private static final String[] FUNCTIONS = {"shardflake_id_field", "shardflake_id_time", "shardflake_uuid_time",
        "shardflake_form_uuid_v1"};

    @Test
    void eachScriptDefinesTheFourFunctionsIdempotently() {
        String postgres = ShardflakeSql.script(Dialect.POSTGRESQL);
        String h2 = ShardflakeSql.script(Dialect.H2).toLowerCase(Locale.ROOT);

        for (String function : FUNCTIONS) {
            assertThat(postgres).contains("CREATE OR REPLACE FUNCTION " + function + "(");
            assertThat(h2).contains("create alias if not exists " + function + " deterministic for");
        }
        // No value may pass through floating point (seed 001's slip): no cast to it anywhere.
        assertThat(postgres).doesNotContainIgnoringCase("::double").doesNotContainIgnoringCase("::float");
    }

    @Test
    void everyH2AliasPointsAtAPublicStaticMethodOfH2Functions() throws NoSuchMethodException {
        String h2 = ShardflakeSql.script(Dialect.H2);
        for (String method : new String[] {"idField", "idTime", "uuidTime", "formUuidV1"}) {
            assertThat(h2).contains("'io.shardflake.sql.H2Functions." + method + "'");
            assertThat(Arrays.stream(H2Functions.class.getMethods()).map(Method::getName))
                    .contains(method);
        }
    }

    @Test
    void resourcesSitUnderThePackage() {
        assertThat(Dialect.POSTGRESQL.resource()).isEqualTo("io/shardflake/sql/postgresql/shardflake-functions.sql");
        assertThat(Dialect.H2.resource()).isEqualTo("io/shardflake/sql/h2/shardflake-functions.sql");
    }

    @Test
    void knowsTheDialectsByProductName() throws Exception {
        assertThat(Dialect.of(connectionTo("PostgreSQL"))).isEqualTo(Dialect.POSTGRESQL);
        assertThat(Dialect.of(connectionTo("H2"))).isEqualTo(Dialect.H2);
    }

    @Test
    void refusesAnotherDatabaseNamingIt() {
        assertThatThrownBy(() -> ShardflakeSql.install(connectionTo("MySQL")))
                .isInstanceOf(SQLFeatureNotSupportedException.class)
                .hasMessageContaining("MySQL").hasMessageContaining("PostgreSQL and H2");
    }

    /** A connection that only answers its product name (and fails the test if asked anything else). */
    private static Connection connectionTo(String product) {
        DatabaseMetaData metaData = (DatabaseMetaData) Proxy.newProxyInstance(ShardflakeSqlTest.class.getClassLoader(),
                new Class<?>[] {DatabaseMetaData.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getDatabaseProductName")) {
                        return product;
                    }
                    throw new AssertionError("unexpected call " + method);
                });
        return (Connection) Proxy.newProxyInstance(ShardflakeSqlTest.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> {
                    if (method.getName().equals("getMetaData")) {
                        return metaData;
                    }
                    throw new AssertionError("unexpected call " + method);
                });
    }
}
