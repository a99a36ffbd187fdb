package io.shardflake.sample;

import io.shardflake.SnowflakeGenerator;
import io.shardflake.sample.service.CustomerService;
import io.shardflake.sample.service.OrderService;
import io.shardflake.sample.shard.ShardRouter;
import org.springframework.beans.factory.annotation.Autowired;

/** The beans a test of the sharded application drives it through, whichever routing engine the test starts. */
abstract class ShardedAppBeans {

    @Autowired
    SnowflakeGenerator generator;

    @Autowired
    CustomerService customers;

    @Autowired
    OrderService orders;

    @Autowired
    ShardRouter router;
}
