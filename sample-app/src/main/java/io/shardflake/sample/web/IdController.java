package io.shardflake.sample.web;

import io.shardflake.DecodedId;
import io.shardflake.codec.Crockford32Codec;
import io.shardflake.sample.shard.ShardRouter;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/**
 * {@code GET /ids/{id}}: decodes any id of the layout, whether or not a row has it. The id is read as every id in a
 * path is ({@link PathId}): {@code ?format=decimal} or {@code ?format=base32} names its form.
 */
@RestController
class IdController {

    private final ShardRouter router;

    IdController(ShardRouter router) {
        this.router = router;
    }

    @GetMapping("/ids/{id}")
    IdView decode(@PathVariable String id, @RequestParam(name = PathId.FORMAT, required = false) String format) {
        DecodedId decoded = router.layout().decode(PathId.read(id, format));
        return new IdView(decoded.id(), Crockford32Codec.INSTANCE.encode(decoded.id()), decoded.timestamp(),
                decoded.shard(), decoded.worker(), decoded.sequence(), router.physicalOfLogical(decoded.shard()));
    }
}
