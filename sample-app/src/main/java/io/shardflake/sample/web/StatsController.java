package io.shardflake.sample.web;

import io.shardflake.sample.service.ShardStats;
import io.shardflake.sample.service.ShardStatsService;
import java.util.List;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;

/** {@code GET /stats/shards}: rows per physical database. */
@RestController
class StatsController {

    private final ShardStatsService stats;

    StatsController(ShardStatsService stats) {
        this.stats = stats;
    }

    @GetMapping("/stats/shards")
    List<ShardStats> shards() {
        return stats.perShard();
    }
}
