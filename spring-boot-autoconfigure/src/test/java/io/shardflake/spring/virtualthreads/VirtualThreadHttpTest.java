package io.shardflake.spring.virtualthreads;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.publicid.PublicIds;
import io.shardflake.spring.http.Http;
import io.shardflake.spring.publicid.TestRings;
import io.shardflake.spring.publicid.http.PublicIdTestApplication;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The public-id shop of {@code PublicIdHttpTest} with {@code spring.threads.virtual.enabled=true}: every request on a
 * new virtual thread. Concurrent clients make orders (an id each, sent back as a public id in JSON) and read them back
 * by that public id in the path, while a flight recording takes every carrier a virtual thread pinned: none may have
 * a Shardflake frame on its stack. Java 21 and later; the build runs it in the Java 25 pass (decision 0077), and the
 * Java 17 pass skips it.
 */
@EnabledForJreRange(min = JRE.JAVA_21, disabledReason = "virtual threads need Java 21; the Java 25 pass runs it")
class VirtualThreadHttpTest {

    private static final int CLIENTS = 16;
    private static final int ORDERS = 400;

    private static ConfigurableApplicationContext shop;
    private static Http http;
    private final PublicIds ids = TestRings.before();

    @BeforeAll
    static void startTheShopOnVirtualThreads() {
        shop = new SpringApplicationBuilder(PublicIdTestApplication.class, ThreadsEndpoint.class)
                .properties("server.port=0", "spring.application.name=shop-virtual", "shardflake.worker.id=5",
                        "spring.threads.virtual.enabled=true", "shardflake.public-id.keys=" + TestRings.BEFORE)
                .run();
        http = Http.on(shop);
    }

    @AfterAll
    static void stop() {
        shop.close();
    }

    @Test
    void concurrentRequestsMakeAndReadPublicIdsWithoutPinningACarrierInShardflake() throws Exception {
        assertThat(http.get("/threads/current").body()).as("the thread of a request").startsWith("VirtualThread[");
        order(0);   // the first request loads and initialises the classes of every later one

        List<String> made = new ArrayList<>();
        PinnedCarriers pinned;
        try (PinnedCarriers recording = PinnedCarriers.record()) {
            pinned = recording;
            ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
            try {
                List<Callable<String>> orders = new ArrayList<>();
                for (int i = 1; i <= ORDERS; i++) {
                    int n = i;
                    orders.add(() -> order(n));
                }
                for (Future<String> order : clients.invokeAll(orders)) {
                    made.add(order.get());
                }
            } finally {
                clients.shutdown();
            }
        }

        assertThat(made).doesNotHaveDuplicates().hasSize(ORDERS)
                .allSatisfy(order -> assertThat(order).matches("ord_0[0-9A-HJKMNP-TV-Z]{13}"));
        assertThat(pinned.withFramesOf("io.shardflake.")).as("pinned carriers with a Shardflake frame").isEmpty();
    }

    /** The check can fail: a class of io.shardflake that sleeps in its initialiser pins a carrier, and is seen. */
    @Test
    void aCarrierPinnedInAShardflakeFrameIsSeen() throws Exception {
        PinnedCarriers pinned;
        try (PinnedCarriers recording = PinnedCarriers.record()) {
            pinned = recording;
            assertThat(http.get("/threads/pin").status()).isEqualTo(200);
        }

        assertThat(pinned.withFramesOf("io.shardflake.")).singleElement().asString()
                .contains("ThreadsEndpoint$SlowToInitialise.<clinit>");
    }

    /** Makes an order for customer {@code n} and reads it back by its public id; returns the public id. */
    private String order(long n) throws Exception {
        String customer = ids.ids("cus").mask(1_000_000 + n);
        Http.Response created = http.postJson("/orders", "{\"customer\":\"" + customer + "\",\"item\":\"tea\"}");
        assertThat(created.status()).as(created.body()).isEqualTo(201);
        String order = created.read("$.id");
        Http.Response read = http.get("/orders/" + order);
        assertThat(read.status()).isEqualTo(200);
        assertThat(read.<String>read("$.customer")).isEqualTo(customer);
        long stored = Long.parseLong(http.get("/orders/" + order + "/stored-id").read("$.stored"));
        assertThat(ids.ids("ord").mask(stored)).isEqualTo(order);
        return order;
    }
}
