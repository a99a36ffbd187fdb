/**
 * The JSON files a benchmark run leaves in its folder, as types: JMH's own result format ({@code -rf json}), and
 * the files the checks outside JMH write ({@code drift.json}, {@code idle.json}). The checks write these types and
 * the report reads them back, so the two cannot drift apart.
 */
package io.shardflake.benchmarks.results;
