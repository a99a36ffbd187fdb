package io.shardflake.worker.lease;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Properties;
import org.junit.jupiter.api.Test;

/** A lease's connection by URL gets a connect timeout from each driver, unless the URL or the caller set one. */
class DriverTimeoutsTest {

    @Test
    void eachDriverGetsItsConnectTimeoutInItsOwnUnit() {
        assertThat(with("jdbc:postgresql://db:5432/app")).containsEntry("connectTimeout", "10")
                .containsEntry("loginTimeout", "10");
        assertThat(with("jdbc:mariadb://db:3306/app")).containsEntry("connectTimeout", "10000")
                .doesNotContainKey("loginTimeout");
        assertThat(with("jdbc:mysql://db:3306/app")).containsEntry("connectTimeout", "10000");
        assertThat(with("jdbc:h2:mem:app")).isEmpty();
    }

    @Test
    void aTimeoutTheUrlOrTheCallerSetsIsKept() {
        assertThat(with("jdbc:postgresql://db/app?connectTimeout=3")).doesNotContainKey("connectTimeout")
                .containsEntry("loginTimeout", "10");
        assertThat(with("jdbc:mariadb://db/app?CONNECTTIMEOUT=500")).doesNotContainKey("connectTimeout");
        Properties given = new Properties();
        given.setProperty("connectTimeout", "2000");
        DriverTimeouts.addDefaults("jdbc:mysql://db/app", given);
        assertThat(given).containsEntry("connectTimeout", "2000");
    }

    @Test
    void theBoundsAUsersDataSourceLacksAreNamedForTheStartupLog() {
        assertThat(DriverTimeouts.missing(pg("jdbc:postgresql://db/app"))).containsExactly("loginTimeout (s)",
                "connectTimeout (s)", "socketTimeout (s)");
        assertThat(DriverTimeouts.missing(pg("jdbc:postgresql://db/app?loginTimeout=0&connectTimeout=5&socketTimeout=30")))
                .as("0 is no bound").containsExactly("loginTimeout (s)");
        assertThat(DriverTimeouts.missing(pg("jdbc:mariadb://db/app?connectTimeout=5000")))
                .containsExactly("socketTimeout (ms)");
        assertThat(DriverTimeouts.missing(pg("jdbc:h2:mem:app"))).isEmpty();
        assertThat(DriverTimeouts.missing(UnpooledDataSource.of("jdbc:postgresql://db/app", null, null)))
                .as("the lease's own connection by URL adds its bounds").isEmpty();
    }

    private static UrlDataSource pg(String url) {
        UrlDataSource dataSource = new UrlDataSource();
        dataSource.url = url;
        return dataSource;
    }

    /** A user's DataSource that connects by URL, as Spring's SimpleDriverDataSource (public: its getter is read). */
    public static final class UrlDataSource extends org.postgresql.ds.PGSimpleDataSource {

        private static final long serialVersionUID = 1L;
        private String url;

        @Override
        public String getUrl() {
            return url;
        }
    }

    private static Properties with(String url) {
        Properties properties = new Properties();
        DriverTimeouts.addDefaults(url, properties);
        return properties;
    }
}
