/**
 * The command line: {@code java -jar shardflake-core.jar next|decode|layout|plan ...}.
 *
 * <p>{@link io.shardflake.cli.ShardflakeCli} reads the command name and hands the rest to one small class per
 * command. The commands only parse arguments and print: every id, layout and plan comes from the packages they
 * call. {@code next --type} makes 64-bit ids, UUIDs of versions 1, 6 and 7, Locality UUIDs vB or sharded PHP
 * uniqids; {@code decode} tells these apart by their shape ({@link io.shardflake.cli.IdShape}) and reads a 64-bit
 * id's text with the core's one reader, {@link io.shardflake.codec.IdText}. Exit codes: 0 done, 1 a valid request
 * that failed or has a negative answer (no layout fits), 2 bad input, reported as one line on standard error.
 */
package io.shardflake.cli;
