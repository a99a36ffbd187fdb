/** The {@code --evaluate} run: simulated nodes load the shards concurrently, then the databases are checked. */
package io.shardflake.sample.evaluate;
