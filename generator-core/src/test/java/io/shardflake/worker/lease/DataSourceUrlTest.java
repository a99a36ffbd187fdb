package io.shardflake.worker.lease;

import static org.assertj.core.api.Assertions.assertThat;

import com.mysql.cj.jdbc.MysqlDataSource;
import java.sql.SQLException;
import org.h2.jdbcx.JdbcDataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.mariadb.jdbc.MariaDbDataSource;
import org.postgresql.ds.PGSimpleDataSource;

/** The URL an error message names: read from the drivers' own DataSources, with every password masked. */
class DataSourceUrlTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "jdbc:mariadb://db:3306/app?user=app&password=s3cret&useSsl=true"
                    + "|jdbc:mariadb://db:3306/app?user=app&password=***&useSsl=true",
            "jdbc:mysql://db/app?password=s3cret|jdbc:mysql://db/app?password=***",
            "jdbc:mysql://app:s3cret@db:3306/app|jdbc:mysql://app:***@db:3306/app",
            "jdbc:mariadb://app:s3cret@db/app?sslPassword=k3y|jdbc:mariadb://app:***@db/app?sslPassword=***",
            "jdbc:mysql://(host=db,port=3306,user=app,password=s3cret)/app"
                    + "|jdbc:mysql://(host=db,port=3306,user=app,password=***)/app",
            "jdbc:postgresql://db:5432/app?user=app&PASSWORD=s3cret|jdbc:postgresql://db:5432/app?user=app&PASSWORD=***",
            "jdbc:h2:tcp://db/app;USER=sa;PASSWORD=s3cret;MODE=MySQL|jdbc:h2:tcp://db/app;USER=sa;PASSWORD=***;MODE=MySQL",
            "jdbc:sqlserver://db;user=app;pwd=s3cret|jdbc:sqlserver://db;user=app;pwd=***",
            "jdbc:mysql://db:3306/app?user=app|jdbc:mysql://db:3306/app?user=app",
            "jdbc:mariadb://db:3306/app|jdbc:mariadb://db:3306/app",
    })
    void everyPasswordIsMaskedAndNothingElse(String url, String shown) {
        assertThat(DataSourceUrl.withoutPasswords(url)).isEqualTo(shown).doesNotContain("s3cret", "k3y");
    }

    @Test
    void theDriversDataSourcesTellTheirUrl() throws SQLException {
        MariaDbDataSource mariadb = new MariaDbDataSource("jdbc:mariadb://db:3306/app?password=s3cret");
        MysqlDataSource mysql = new MysqlDataSource();
        mysql.setURL("jdbc:mysql://db:3306/app");
        mysql.setPassword("s3cret");
        PGSimpleDataSource postgres = new PGSimpleDataSource();
        postgres.setURL("jdbc:postgresql://db:5432/app");
        postgres.setPassword("s3cret");
        JdbcDataSource h2 = new JdbcDataSource();
        h2.setURL("jdbc:h2:mem:app");

        assertThat(DataSourceUrl.of(mariadb)).hasValueSatisfying(url -> assertThat(url)
                .startsWith("jdbc:mariadb://db").contains("/app").doesNotContain("s3cret"));
        assertThat(DataSourceUrl.of(mysql)).hasValueSatisfying(url -> assertThat(url)
                .startsWith("jdbc:mysql://db:3306/app").doesNotContain("s3cret"));
        // PostgreSQL's DataSource writes every property into its URL (but never the password): cut short.
        assertThat(DataSourceUrl.of(postgres)).hasValueSatisfying(url -> assertThat(url)
                .matches("jdbc:postgresql://db:5432/app\\?\\(\\d+ parameters\\)"));
        assertThat(DataSourceUrl.of(h2)).hasValue("jdbc:h2:mem:app");
    }

    @Test
    void aLongUrlLosesItsQueryNotItsAddress() {
        String url = "jdbc:postgresql://db:5432/app?" + "tcpKeepAlive=false&".repeat(20) + "user=app";

        assertThat(DataSourceUrl.readable(url)).isEqualTo("jdbc:postgresql://db:5432/app?(21 parameters)");
        assertThat(DataSourceUrl.readable("jdbc:mysql://db/app?user=app")).isEqualTo("jdbc:mysql://db/app?user=app");
    }

    @Test
    void aDataSourceWithoutAUrlGetterTellsNothing() {
        assertThat(DataSourceUrl.of(new SwitchableDataSource(new JdbcDataSource()))).isEmpty();
    }
}
