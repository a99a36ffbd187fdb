/**
 * One entity per id strategy, each in its own table, all with the same three columns ({@link
 * io.shardflake.benchmarks.persistence.entity.RowColumns}), so the strategies differ only in how the id is made.
 */
package io.shardflake.benchmarks.persistence.entity;
