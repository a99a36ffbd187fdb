package io.shardflake.sample.service;

import java.util.List;

/** Rows on one physical database and the logical shards it holds. */
public record ShardStats(int physicalShard, List<Integer> logicalShards, long customers, long orders) {
}
