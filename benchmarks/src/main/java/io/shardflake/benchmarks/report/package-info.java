/**
 * The benchmark report of one run folder: its results read ({@link io.shardflake.benchmarks.report.RunResults}),
 * the targets judged ({@code Targets}), the Markdown written ({@link io.shardflake.benchmarks.report.MarkdownReport})
 * and the chart drawn ({@link io.shardflake.benchmarks.report.Chart}). {@code ReportWriter} is the command line.
 */
package io.shardflake.benchmarks.report;
