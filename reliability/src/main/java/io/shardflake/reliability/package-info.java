/**
 * Reliability harness: programs the reliability tests start as separate JVMs, so that a process can be killed
 * with SIGKILL mid-transaction and restarted while others carry on against the same database.
 *
 * <p>Nothing here is public API; the module is not published.
 */
package io.shardflake.reliability;
