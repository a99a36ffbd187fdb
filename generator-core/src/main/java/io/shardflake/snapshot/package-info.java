/**
 * Snapshots of the JVM — CRaC's checkpoint and restore, AWS Lambda SnapStart, a VM cloned while running: what must
 * happen so that two JVMs restored from one snapshot never share a worker id or a random stream.
 *
 * <p>{@link io.shardflake.snapshot.SnapshotAware} is what a lease and a generator with random state do before a
 * snapshot and after a restore; {@link io.shardflake.snapshot.Crac} registers them with the {@code org.crac} API when it
 * is on the class path (read by reflection: the core has no dependency). Spring Boot's own CRaC support stops and starts
 * the context's lifecycle beans instead, and the starter does the same there.
 */
@NullMarked
package io.shardflake.snapshot;

import org.jspecify.annotations.NullMarked;
