package io.shardflake.spring.publicid.http;

import io.shardflake.spring.publicid.PublicId;
import io.shardflake.uuid.UuidVersion;
import java.util.UUID;
import org.springframework.boot.autoconfigure.SpringBootApplication;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RestController;

/**
 * A shop that shows the world public ids only: {@link OrderController}, the example of docs/public-ids.md, and
 * nothing else but what the tests read. Its own package keeps component scanning away from the other tests'
 * configurations; no database (the orders live in a map, and without a DataSource neither JPA nor the lease starts),
 * so the worker id is set. Each line's name of the DataSource's configuration: Boot ignores the other line's.
 */
@SpringBootApplication(excludeName = {"org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
        "org.springframework.boot.autoconfigure.jdbc.DataSourceAutoConfiguration"})
public class PublicIdTestApplication {

    /** For the tests only: the id an order's public id came back as, beside the public id it has now. */
    record StoredId(@PublicId("ord") long id, String stored) {
    }

    @RestController
    static class StoredIds {

        @GetMapping("/orders/{id}/stored-id")
        StoredId storedId(@PublicId("ord") @PathVariable long id) {
            return new StoredId(id, Long.toString(id));
        }

        @GetMapping("/documents/{id}/stored-id")
        String storedDocumentId(@PublicId(value = "doc", kind = UuidVersion.V6) @PathVariable UUID id) {
            return id.toString();
        }
    }
}
