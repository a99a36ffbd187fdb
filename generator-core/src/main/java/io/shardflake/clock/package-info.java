/**
 * Time for generators: {@link io.shardflake.clock.LogicalClock} never goes backwards and never hands out a stamp
 * twice; it follows a {@link io.shardflake.clock.WallClock}, may run ahead of it within a
 * {@link io.shardflake.clock.ClockPolicy}, and waits through a {@link io.shardflake.clock.Sleeper}. Both are
 * injected, so tests script time with {@link io.shardflake.clock.ManualClock}.
 */
@NullMarked
package io.shardflake.clock;

import org.jspecify.annotations.NullMarked;
