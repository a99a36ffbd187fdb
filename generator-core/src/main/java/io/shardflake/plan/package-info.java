/**
 * The layout planner: from "how many nodes, how many ids per second, for how many years" to the widths of an
 * {@link io.shardflake.IdLayout}, with the arithmetic written out.
 *
 * <p>{@link io.shardflake.plan.LayoutPlanner#plan(io.shardflake.plan.PlanRequest)} answers a
 * {@link io.shardflake.plan.LayoutPlan}, or throws {@link io.shardflake.plan.NoLayoutFitsException} saying by how
 * many bits the request misses. The package only reads the front door's types; it makes no ids.
 */
@NullMarked
package io.shardflake.plan;

import org.jspecify.annotations.NullMarked;
