/**
 * The {@code shardflake} actuator endpoint ({@code /actuator/shardflake}: how the application makes ids, and what
 * one id is made of) and the {@code shardflake} entry of {@code /actuator/info}, for an application with Spring
 * Boot's actuator (entry point: {@link io.shardflake.spring.actuator.ShardflakeActuatorAutoConfiguration}).
 *
 * <p>Every answer is an {@link org.springframework.boot.actuate.endpoint.OperationResponseBody}, as Boot's own
 * endpoints answer: the actuator writes it with its own JSON mapper, so the application's {@code spring.jackson.*}
 * settings and {@code shardflake.jackson.*} leave the endpoint's JSON as documented.
 */
@NullMarked
package io.shardflake.spring.actuator;

import org.jspecify.annotations.NullMarked;
