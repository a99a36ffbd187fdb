/**
 * UUIDs of RFC 9562: making versions 1, 6 and 7, forming and reading their fields, and parsing them strictly.
 *
 * <ul>
 *   <li>Making: {@link io.shardflake.uuid.UuidGenerator}, one implementation per version
 *       ({@link io.shardflake.uuid.UuidV1Generator}, {@link io.shardflake.uuid.UuidV6Generator},
 *       {@link io.shardflake.uuid.UuidV7Generator}), each on a {@link io.shardflake.clock.LogicalClock}, so one
 *       generator never repeats a UUID nor goes back in time, however fast it is asked and whatever the wall
 *       clock does.
 *   <li>Forming and reading version 1 and 6 fields (time, clock sequence, node), also after the fact:
 *       {@link io.shardflake.uuid.GregorianUuid}; converting between them: {@link io.shardflake.uuid.UuidConversion};
 *       the time of any version 1, 6 or 7 UUID: {@link io.shardflake.uuid.UuidTime}.
 *   <li>Text: {@link io.shardflake.uuid.UuidFormat}, strict where {@link java.util.UUID#fromString} is lenient.
 *   <li>Errors: {@link io.shardflake.uuid.InvalidUuidException} (and {@link io.shardflake.uuid.UuidVersionException}
 *       for a wrong version or variant) for bad input, {@link io.shardflake.uuid.UuidFieldRangeException} for a
 *       field value that does not fit, {@link io.shardflake.error.InvalidConfigurationException} for bad settings.
 * </ul>
 *
 * <p>Ordering: {@link java.util.UUID#compareTo} compares signed longs, so it does not follow the string order of
 * UUIDs whose first hex digit is 8 or more. Versions 6 and 7 increase as unsigned 128-bit numbers (string order);
 * version 1 increases in (timestamp, clock sequence) order only.
 */
package io.shardflake.uuid;
