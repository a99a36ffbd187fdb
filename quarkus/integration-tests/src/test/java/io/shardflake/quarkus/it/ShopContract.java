package io.shardflake.quarkus.it;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.DecodedId;
import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import jakarta.inject.Inject;
import java.util.List;
import java.util.UUID;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;

/**
 * What the application does on any database, with the default settings: the lease claims worker 0 for this process,
 * and every way of asking for an id (an annotation on the id, a generator name, a UUID, a child on its parent's
 * shard) makes one over REST, with that worker id in it.
 */
abstract class ShopContract {

    /** The default layout, which the application leaves as it is. */
    static final IdLayout LAYOUT = LayoutPreset.SHARDFLAKE.layout();

    @Inject
    DataSource database;

    @Test
    void theLeaseClaimsWorkerZeroForThisProcessWithTheDefaultSettings() {
        List<LeaseRows.Held> held = new LeaseRows(database).held();

        assertThat(held).singleElement().satisfies(lease -> {
            assertThat(lease.workerId()).isZero();
            assertThat(lease.pid()).isEqualTo(ProcessHandle.current().pid());
        });
    }

    @Test
    void idsOfEveryKindComeFromTheLeasedWorker() {
        int worker = new LeaseRows(database).held().get(0).workerId();

        long customer = Long.parseLong(post("/shop/customers?account=ACME-17"));
        long order = Long.parseLong(post("/shop/customers/" + customer + "/orders"));
        long first = Long.parseLong(post("/shop/audit"));
        long second = Long.parseLong(post("/shop/audit"));
        UUID receipt = UUID.fromString(post("/shop/receipts"));

        DecodedId customerId = LAYOUT.decode(customer);
        DecodedId orderId = LAYOUT.decode(order);
        assertThat(customerId.worker()).isEqualTo(worker);
        assertThat(orderId.worker()).isEqualTo(worker);
        assertThat(orderId.shard()).as("the order's shard is its customer's").isEqualTo(customerId.shard());
        assertThat(LAYOUT.decode(first).worker()).isEqualTo(worker);
        assertThat(second).isGreaterThan(first);
        assertThat(receipt.version()).isEqualTo(7);
    }

    @Test
    void customersAreSpreadOverShardsByTheirAccount() {
        long shards = List.of("A-1", "A-2", "A-3", "A-4", "A-5", "A-6", "A-7", "A-8").stream()
                .map(account -> Long.parseLong(post("/shop/customers?account=" + account)))
                .map(id -> LAYOUT.decode(id).shard()).distinct().count();

        assertThat(shards).as("eight accounts hashed onto the layout's shards").isGreaterThan(1);
    }

    /** @return the id the call answered with */
    static String post(String path) {
        return given().post(path).then().statusCode(200).extract().path("id");
    }
}
