/**
 * Where a generator's worker id comes from: a {@link io.shardflake.worker.WorkerIdSource} (fixed, host name hash,
 * StatefulSet ordinal, IPv4 low bits, or the database lease in {@code lease}), and the
 * {@link io.shardflake.worker.WorkerFence} a leased generator checks before every id.
 */
@NullMarked
package io.shardflake.worker;

import org.jspecify.annotations.NullMarked;
