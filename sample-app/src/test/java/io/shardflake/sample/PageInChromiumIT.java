package io.shardflake.sample;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.boot.test.web.server.LocalServerPort;
import tools.jackson.databind.JsonNode;
import tools.jackson.databind.json.JsonMapper;

/**
 * The page in a real headless Chromium: the DOM its JavaScript builds from the REST API, dumped with
 * {@code --dump-dom}, and a screenshot for a human to look at. Needs the {@code chromium} binary (another one can be
 * named with {@code -Dchromium=...}); run with {@code mvn -B -Pbrowser -pl sample-app -am verify}, see
 * docs/sample-app.md. The {@code browser} tag keeps it out of surefire even when {@code -Dtest} names it; failsafe
 * runs it.
 */
@Tag("browser")
@SpringBootTest(webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT, properties = InMemoryShards.URL)
class PageInChromiumIT {

    private static final JsonMapper JSON = JsonMapper.builder().build();
    private static final Pattern BAR_ROW = Pattern.compile(
            "<div class=\"bar-row\" data-physical-shard=\"(\\d+)\" data-customers=\"(\\d+)\" data-orders=\"(\\d+)\">"
                    + "<span class=\"label\">([^<]*)</span><div [^>]*></div><div [^>]*></div><span>([^<]*)</span>");
    private static final Pattern NEWEST = Pattern.compile("<tbody id=\"newest\">(.*?)</tbody>", Pattern.DOTALL);
    private static final Pattern DECODED = Pattern.compile("<pre id=\"decoded\">(.*?)</pre>", Pattern.DOTALL);


    @LocalServerPort
    int port;

    @TempDir
    Path temp;

    @Test
    void thePageShowsTheShardsTheNewestOrdersAndADecodedId() throws Exception {
        // physical shard -> {customers, orders}: what is already there (a cached test context may be shared), plus ours
        Map<Integer, long[]> expected = new TreeMap<>();
        Map<Integer, Long> ours = new TreeMap<>();
        for (JsonNode shard : JSON.readTree(get("/stats/shards").body())) {
            int physical = shard.get("physicalShard").asInt();
            expected.put(physical, new long[] {shard.get("customers").asLong(), shard.get("orders").asLong()});
            ours.put(physical, 0L);
        }
        assertThat(expected).hasSize(4);
        List<String> orderIds = new ArrayList<>();
        // Customers until every physical database holds one (the email hash picks the shard), 3 orders each.
        for (int c = 0; c < 64 && ours.containsValue(0L); c++) {
            JsonNode customer = created(post("/customers",
                    "{\"email\":\"page-" + c + "@example.com\",\"name\":\"Page " + c + "\"}"));
            int physical = customer.get("physicalShard").asInt();
            ours.merge(physical, 1L, Long::sum);
            long[] counts = expected.get(physical);
            counts[0]++;
            for (int o = 1; o <= 3; o++) {
                JsonNode order = created(post("/customers/" + customer.get("id").asString() + "/orders",
                        "{\"product\":\"item " + o + "\",\"quantity\":" + o + ",\"amountCents\":" + 250 * o + "}"));
                orderIds.add(order.get("id").asString());
                counts[1]++;
            }
        }
        assertThat(ours.values()).allSatisfy(customers -> assertThat(customers).isPositive());
        assertThat(orderIds).hasSizeGreaterThanOrEqualTo(12);
        String newestId = orderIds.get(orderIds.size() - 1);
        JsonNode newestDecoded = JSON.readTree(get("/ids/" + newestId).body());
        String base32 = newestDecoded.get("base32").asString();
        String url = "http://localhost:" + port + "/?id=" + base32;

        String dom = chromium("--dump-dom", url);

        // The chart: one bar row per physical database, with the counts the API created.
        Map<Integer, long[]> shown = new TreeMap<>();
        Matcher bar = BAR_ROW.matcher(dom);
        while (bar.find()) {
            int physical = Integer.parseInt(bar.group(1));
            shown.put(physical, new long[] {Long.parseLong(bar.group(2)), Long.parseLong(bar.group(3))});
            assertThat(bar.group(4)).startsWith("#" + physical + " (logical ");
            long customers = Long.parseLong(bar.group(2));
            long orders = Long.parseLong(bar.group(3));
            assertThat(bar.group(5)).isEqualTo(customers + (customers == 1 ? " customer, " : " customers, ")
                    + orders + (orders == 1 ? " order" : " orders"));
        }
        assertThat(shown).as(dom).hasSize(4);
        expected.forEach((physical, counts) -> assertThat(shown.get(physical)).as("physical %d", physical)
                .containsExactly(counts));

        // The ten newest orders, newest first, each decoded into its fields by /ids/{id}.
        Matcher newest = NEWEST.matcher(dom);
        assertThat(newest.find()).as(dom).isTrue();
        StringBuilder rows = new StringBuilder();
        for (int i = orderIds.size() - 1; i >= orderIds.size() - 10; i--) {
            JsonNode d = JSON.readTree(get("/ids/" + orderIds.get(i)).body());
            rows.append("<tr>");
            for (String field : List.of("id", "timestamp", "shard", "worker", "sequence", "physicalShard")) {
                rows.append("<td>").append(d.get(field).asString()).append("</td>");
            }
            rows.append("</tr>");
        }
        assertThat(newest.group(1)).isEqualTo(rows.toString());

        // The decode box, filled from ?id= with the base32 form, shows the decimal id and its fields.
        Matcher decoded = DECODED.matcher(dom);
        assertThat(decoded.find()).as(dom).isTrue();
        JsonNode shownId = JSON.readTree(decoded.group(1));
        assertThat(shownId.get("id").asString()).isEqualTo(newestId);
        assertThat(shownId.get("base32").asString()).isEqualTo(base32);
        for (String field : List.of("timestamp", "shard", "worker", "sequence", "physicalShard")) {
            assertThat(shownId.get(field).asString()).as(field).isEqualTo(newestDecoded.get(field).asString());
        }
        assertThat(dom).doesNotContain("undefined").doesNotContain("NaN");

        // A screenshot for a human to look at.
        Path png = Path.of(System.getProperty("page.screenshot.dir", "target")).toAbsolutePath().resolve("page.png");
        Files.createDirectories(png.getParent());
        Files.deleteIfExists(png);
        chromium("--screenshot=" + png, "--window-size=1200,900", url);
        assertThat(png).exists();
        assertThat(Files.size(png)).isGreaterThan(10_000);
    }

    /** Runs headless Chromium on a fresh profile and returns its standard output. */
    private String chromium(String... arguments) throws IOException, InterruptedException {
        Path profile = Files.createTempDirectory(temp, "chromium-profile");
        List<String> command = new ArrayList<>(List.of(System.getProperty("chromium", "chromium"),
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                "--disable-background-networking", "--disable-component-update", "--disable-sync",
                "--user-data-dir=" + profile, "--virtual-time-budget=5000"));
        command.addAll(List.of(arguments));
        Path out = Files.createTempFile(temp, "chromium", ".out");
        Path err = Files.createTempFile(temp, "chromium", ".err");
        Process process = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        if (!process.waitFor(90, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            throw new AssertionError("chromium did not finish in 90 s: " + command + "\n" + Files.readString(err));
        }
        assertThat(process.exitValue()).as("chromium exit code; stderr:\n%s", Files.readString(err)).isZero();
        return Files.readString(out, StandardCharsets.UTF_8);
    }

    private static JsonNode created(HttpResponse<String> response) {
        assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
        return JSON.readTree(response.body());
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return LocalHttp.get(port, path);
    }

    private HttpResponse<String> post(String path, String json) throws IOException, InterruptedException {
        return LocalHttp.post(port, path, json);
    }
}
