package io.shardflake.spring.http;

import com.jayway.jsonpath.JsonPath;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpHeaders;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import org.springframework.context.ApplicationContext;

/**
 * A plain HTTP client on the application's real port: what a browser, a monitor or a scraper would see. It reads JSON
 * with JsonPath, which every Spring Boot line's test starter brings, not with the line's own Jackson.
 */
public final class Http {

    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private final int port;

    public Http(int port) {
        this.port = port;
    }

    /**
     * @param context a started web application
     * @return a client on its port
     */
    public static Http on(ApplicationContext context) {
        return new Http(context.getEnvironment().getRequiredProperty("local.server.port", Integer.class));
    }

    /**
     * A response.
     *
     * @param status the HTTP status
     * @param body the body as text
     * @param headers the headers
     */
    public record Response(int status, String body, HttpHeaders headers) {

        /** @return the Content-Type header, "" if none */
        public String contentType() {
            return header("Content-Type");
        }

        /**
         * @param name a header's name
         * @return its first value, "" if none
         */
        public String header(String name) {
            return headers.firstValue(name).orElse("");
        }

        /**
         * @param path a JsonPath into the body, e.g. {@code $.components.shardflake.status}
         * @param <T> what it holds: a String, Integer, Long, Double, Boolean, List or Map
         * @return the value there
         */
        public <T> T read(String path) {
            return JsonPath.read(body, path);
        }
    }

    public Response get(String path) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(uri(path)).GET());
    }

    public Response postJson(String path, String json) throws IOException, InterruptedException {
        return send(HttpRequest.newBuilder(uri(path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)));
    }

    private Response send(HttpRequest.Builder request) throws IOException, InterruptedException {
        HttpResponse<String> response = client.send(request.timeout(Duration.ofSeconds(10)).build(),
                HttpResponse.BodyHandlers.ofString());
        return new Response(response.statusCode(), response.body(), response.headers());
    }

    private URI uri(String path) {
        return URI.create("http://localhost:" + port + path);
    }
}
