/**
 * The application's services: customers, orders, the time-window fan-out and per-shard statistics. Each takes
 * the generator to use, so the web layer and the evaluation's simulated nodes share one code path.
 */
package io.shardflake.sample.service;
