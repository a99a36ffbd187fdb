/**
 * The command line: {@code java -jar shardflake-cli.jar next|decode|layout|plan ...}.
 *
 * <p>{@link io.shardflake.cli.ShardflakeCli} hands the arguments to picocli, which reads them into one small
 * command class per command and prints the help. The commands check values and print: every id, layout and plan
 * comes from the core packages they call. {@code next --type} makes 64-bit ids, UUIDs of versions 1, 6 and 7, Locality UUIDs vB or sharded PHP
 * uniqids; {@code decode} tells these apart by their shape ({@link io.shardflake.cli.IdShape}) and reads a 64-bit
 * id's text with the core's one reader, {@link io.shardflake.codec.IdText}. Exit codes: 0 done, 1 a valid request
 * that failed or has a negative answer (no layout fits), 2 bad input, reported as one line on standard error.
 */
@NullMarked
package io.shardflake.cli;

import org.jspecify.annotations.NullMarked;
