/**
 * Local database servers for Shardflake's tests and tools: a private MariaDB ({@link io.shardflake.testdb.MariaDbServer})
 * and an embedded PostgreSQL ({@link io.shardflake.testdb.PostgresServer}), each startable on its own or shared by
 * the whole JVM ({@code shared()}: started on first use, stopped when the JVM exits).
 *
 * <p>For fault tests: {@link io.shardflake.testdb.TcpProxy}, a TCP proxy that goes silent, heals, cuts or moves as
 * told, and two replicated pairs, {@link io.shardflake.testdb.PostgresReplication} (primary and asynchronous
 * standby) and {@link io.shardflake.testdb.MariaDbReplication} (primary and replica), with a plain application user
 * ({@link io.shardflake.testdb.ApplicationAccount}), replication that can be cut, a primary that can crash and a
 * standby that can be promoted.
 *
 * <p>Nothing here knows Shardflake or JUnit: modules put this one on their test classpath and wrap the servers in
 * whatever their tests use. Not published: a test-scope dependency only, never a library's runtime one.
 */
package io.shardflake.testdb;
