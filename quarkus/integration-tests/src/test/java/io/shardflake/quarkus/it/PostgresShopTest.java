package io.shardflake.quarkus.it;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import io.quarkus.test.junit.TestProfile;
import java.time.Duration;
import java.util.function.IntPredicate;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * The application on PostgreSQL 18, the lease table made by Flyway from the migration shipped in shardflake-core;
 * and readiness over HTTP following the lease: DOWN while another instance holds this one's worker id, UP once it
 * is claimed again.
 */
@QuarkusTest
@TestProfile(PostgresProfile.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class PostgresShopTest extends ShopContract {

    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @TestHTTPResource("/q/health/ready")
    URI ready;

    /** Bounds each wait for the lease's next renewal (every second here). */
    private static final Duration RENEWALS = Duration.ofSeconds(20);

    @Test
    @Order(Integer.MAX_VALUE) // last: the other tests expect the first claim
    void readinessIsDownWhileTheLeaseIsLostAndUpOnceItIsClaimedAgain() throws InterruptedException {
        LeaseRows table = new LeaseRows(database);
        int worker = table.held().get(0).workerId();
        assertThat(readiness()).isEqualTo(200);

        // Another instance took the worker id over (as after a pause longer than the lease): the next renewal fails.
        table.execute("UPDATE shardflake_worker_lease SET holder_instance = 'someone-else',"
                + " holder_host = 'other-host' WHERE worker_id = " + worker);
        assertThat(readinessUntil(status -> status == 503)).isEqualTo(503);
        assertThat(readinessResponse().body()).contains("\"status\": \"DOWN\"");
        assertThat(given().post("/shop/audit").then().extract().statusCode()).as("no ids while the lease is lost").isNotEqualTo(200);

        // The other instance lets it go: the lease claims a worker id again and readiness follows.
        table.execute("UPDATE shardflake_worker_lease SET expires_at = 0 WHERE worker_id = " + worker);
        assertThat(readinessUntil(status -> status == 200)).isEqualTo(200);
        assertThat(LAYOUT.decode(Long.parseLong(post("/shop/audit"))).worker())
                .isEqualTo(table.held().get(0).workerId());
    }

    private int readiness() {
        return readinessResponse().statusCode();
    }

    private HttpResponse<String> readinessResponse() {
        try {
            return HTTP.send(HttpRequest.newBuilder(ready).timeout(Duration.ofSeconds(10)).build(),
                    HttpResponse.BodyHandlers.ofString());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** Asks for readiness until {@code wanted} (bounded by {@link #RENEWALS}); returns the last status seen. */
    private int readinessUntil(IntPredicate wanted) throws InterruptedException {
        long deadline = System.nanoTime() + RENEWALS.toNanos();
        int status = readiness();
        while (!wanted.test(status) && System.nanoTime() < deadline) {
            Thread.sleep(100);
            status = readiness();
        }
        return status;
    }
}
