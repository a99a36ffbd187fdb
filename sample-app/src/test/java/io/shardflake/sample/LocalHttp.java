package io.shardflake.sample;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

/** Calls the application a test started on a random port, over real HTTP, as a browser or curl would. */
final class LocalHttp {

    private static final HttpClient CLIENT = HttpClient.newHttpClient();

    private LocalHttp() {
    }

    static HttpResponse<String> get(int port, String path) throws IOException, InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(uri(port, path)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    static HttpResponse<String> post(int port, String path, String json) throws IOException, InterruptedException {
        return CLIENT.send(HttpRequest.newBuilder(uri(port, path)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(json)).build(), HttpResponse.BodyHandlers.ofString());
    }

    private static URI uri(int port, String path) {
        return URI.create("http://localhost:" + port + path);
    }
}
