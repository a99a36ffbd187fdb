package io.shardflake.quarkus.it;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The packaged jar as users run it, on PostgreSQL 18 (the lease table made by Flyway at start): instances lease
 * different worker ids and give them back on SIGTERM; a worker id and strategy given at run time are used; a bad
 * setting stops the start, naming it.
 */
class PackagedApplicationIT {

    @Test
    void twoInstancesLeaseDifferentWorkerIdsAndGiveThemBackOnSigterm() throws InterruptedException {
        Postgres database = Postgres.newDatabase("two");
        LeaseRows table = new LeaseRows(database.dataSource());
        try (PackagedApplication first = PackagedApplication.start(database);
                PackagedApplication second = startAfter(first, database)) {
            int firstPort = first.awaitStarted();
            int secondPort = second.awaitStarted();

            assertThat(table.held()).extracting(LeaseRows.Held::workerId, LeaseRows.Held::pid)
                    .containsExactly(tuple(0, first.pid()),
                            tuple(1, second.pid()));
            assertThat(workerOfAnId(firstPort)).isZero();
            assertThat(workerOfAnId(secondPort)).isOne();

            first.terminate();
            second.terminate();

            assertThat(table.held()).as("worker ids still held after SIGTERM").isEmpty();
            assertThat(first.output()).as("a graceful stop").contains("stopped in");
            assertThat(second.output()).as("a graceful stop").contains("stopped in");
        }
    }

    @Test
    void aWorkerIdAndStrategyGivenAtRunTimeAreUsed() throws InterruptedException {
        Postgres database = Postgres.newDatabase("runtime");
        try (PackagedApplication application = PackagedApplication.start(database,
                Map.of("QUARKUS_SHARDFLAKE_WORKER_STRATEGY", "property"), "quarkus.shardflake.worker.id=9")) {
            int port = application.awaitStarted();

            assertThat(workerOfAnId(port)).isEqualTo(9);
            assertThat(new LeaseRows(database.dataSource()).held())
                    .as("the worker id given is registered in the lease table")
                    .extracting(LeaseRows.Held::workerId, LeaseRows.Held::pid)
                    .containsExactly(tuple(9, application.pid()));
            application.terminate();
        }
    }

    @Test
    void aBadSettingStopsTheStartNamingIt() throws InterruptedException {
        Postgres database = Postgres.newDatabase("refused");
        try (PackagedApplication application = PackagedApplication.start(database,
                "quarkus.shardflake.worker.id=300")) {
            int exitCode = application.awaitRefusal();

            assertThat(exitCode).isNotZero();
            // The Spring starter's failure report (FailureReportTest), with Quarkus' key.
            assertThat(application.output()).contains("Shardflake cannot make ids with this configuration.")
                    .contains("Property: quarkus.shardflake.worker.id").contains("Value: 300")
                    .contains("Allowed: 0..255 (8 bits)")
                    .contains("Update quarkus.shardflake.worker.id in the application's configuration");
        }
    }

    /** Starts the second instance once the first has made the schema, so the two do not both create it. */
    private static PackagedApplication startAfter(PackagedApplication first, Postgres database)
            throws InterruptedException {
        first.awaitStarted();
        return PackagedApplication.start(database);
    }

    private static int workerOfAnId(int port) {
        String id = given().port(port).post("/shop/audit").then().statusCode(200).extract().path("id");
        return ShopContract.LAYOUT.decode(Long.parseLong(id)).worker();
    }
}
