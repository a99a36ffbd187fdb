package io.shardflake.quarkus.it;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.QuarkusDevModeTest;
import io.restassured.RestAssured;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.ServerSocket;
import java.util.List;
import org.jboss.shrinkwrap.api.asset.StringAsset;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Dev mode ({@code quarkus:dev}, here inside the test's JVM): a reload stops the application and starts it anew, and
 * the worker id the first start leased is given back, so the new start claims worker 0 again instead of holding two.
 * Once dev mode stops, nothing is held.
 */
@Tag("dev-mode")
class DevModeReloadTest {

    private static final Postgres POSTGRES = Postgres.newDatabase("devmode");
    private static final LeaseRows TABLE = new LeaseRows(POSTGRES.dataSource());
    private static final int PORT = freePort();

    /** Registered first, so it runs after dev mode has stopped. */
    @RegisterExtension
    @Order(1)
    static final AfterAllCallback NOTHING_HELD_AFTER_DEV_MODE = context -> assertThat(TABLE.held())
            .as("worker ids still held once dev mode stopped").isEmpty();

    @RegisterExtension
    @Order(2)
    static final QuarkusDevModeTest DEV_MODE = new QuarkusDevModeTest().withApplicationRoot(jar -> jar
            .addClasses(Customer.class, CustomerOrder.class, Receipt.class, AuditEntry.class, ShopResource.class)
            .addAsResource(new StringAsset(String.join("\n",
                    "quarkus.datasource.db-kind=postgresql",
                    "quarkus.datasource.jdbc.url=" + POSTGRES.url(),
                    "quarkus.datasource.username=" + POSTGRES.user(),
                    "quarkus.flyway.migrate-at-start=true",
                    "quarkus.flyway.locations=classpath:io/shardflake/worker/lease/postgresql",
                    "quarkus.hibernate-orm.schema-management.strategy=drop-and-create",
                    "quarkus.devservices.enabled=false",
                    "quarkus.http.port=" + PORT,
                    "")), "application.properties"));

    @BeforeAll
    static void requestsGoToDevMode() {
        RestAssured.port = PORT;
    }

    @AfterAll
    static void requestsGoWhereTheyWent() {
        RestAssured.reset();
    }

    @Test
    void aReloadGivesTheWorkerIdBackBeforeTheNewStartClaimsOne() {
        ShopContract.post("/shop/audit");
        List<LeaseRows.Held> before = TABLE.held();
        assertThat(before).singleElement().extracting(LeaseRows.Held::workerId).isEqualTo(0);

        DEV_MODE.modifyResourceFile("application.properties", text -> text + "shop.reloaded=true\n");
        ShopContract.post("/shop/audit"); // the request that makes dev mode reload

        List<LeaseRows.Held> after = TABLE.held();
        assertThat(after).singleElement().satisfies(lease -> {
            assertThat(lease.workerId()).isZero();
            assertThat(lease.instance()).as("held by the new start").isNotEqualTo(before.get(0).instance());
        });
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
