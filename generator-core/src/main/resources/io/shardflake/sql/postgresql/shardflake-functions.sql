-- Shardflake SQL functions, PostgreSQL 14 or later (tested on 18).
--
-- Read Shardflake ids and time-based UUIDs inside the database, and form version 1 UUIDs from old records:
--
--   shardflake_id_field(id bigint, field_shift integer, field_bits integer) -> bigint
--   shardflake_id_time(id bigint, layout_epoch timestamptz, time_shift integer, time_bits integer,
--                      tick_micros bigint) -> timestamptz
--   shardflake_uuid_time(u uuid) -> timestamptz
--   shardflake_form_uuid_v1(ts timestamptz, clock_seq integer, node macaddr) -> uuid
--
-- and shardflake_check_field, the argument checks the two id functions share.
--
-- Install with psql, or from Java with io.shardflake.sql.ShardflakeSql.install(connection). Running this file
-- again replaces the functions (CREATE OR REPLACE), so it is safe to run on every deployment.
--
-- Why these functions answer exactly what the Java core answers:
--   * Every computation is on bigint or numeric. No value passes through double precision: a count of 100 ns
--     since 1582 (about 1.4e17) or of microseconds since 1970 far in the future does not fit the 53 bits of a
--     double, which is how seed 001's functions lost precision (see the notes at each function).
--   * extract(epoch FROM timestamptz) is numeric, exact to the microsecond, since PostgreSQL 14 (before, it
--     was double precision). That is the one reason for the version floor.
--   * A microsecond count becomes a timestamptz as timestamptz 'epoch' + an interval of only microseconds: the
--     interval's text input is exact int64 arithmetic, and adding an interval with no day or month part is
--     plain addition, independent of the session's TimeZone (a '1 day' interval would follow DST).
--   * PostgreSQL's integer operators <<, >>, &, | all share one precedence and associate left, so every
--     bit expression below is fully parenthesised. >> is an arithmetic shift (it copies the sign bit), so a
--     field read from the top of a word is masked after shifting.
--
-- The functions are IMMUTABLE (their answer depends only on their arguments, whatever the session's TimeZone
-- or DateStyle: they read timestamptz values only as microseconds since 1970), STRICT (NULL in, NULL out) and
-- PARALLEL SAFE, so they can back an index expression or a generated column.
--
-- Errors are raised with a SQLSTATE a caller can test and a message naming the function and the bad value:
--   22023 invalid_parameter_value    a layout argument out of range, a negative id, a UUID that holds no time
--   22003 numeric_value_out_of_range a clock sequence outside 0..16383
--   22008 datetime_field_overflow    a time that a 60-bit UUID timestamp or a timestamptz cannot hold
--
-- PostgreSQL's own functions, compared (tested in io.shardflake.sql.PostgresSqlFunctionsTest):
--   * uuid_extract_timestamp(uuid) (PostgreSQL 17+) agrees with shardflake_uuid_time on versions 1 and 7: both
--     floor a v1 time to the microsecond, and both read a v7 time to the millisecond (PostgreSQL 18's uuidv7()
--     keeps a sub-millisecond fraction in the 12 bits after the version, but uuid_extract_timestamp, like
--     RFC 9562 and the Java core, does not read them). It does not read version 6, and it returns NULL instead
--     of an error for a version it does not read (v4, v6) or a variant other than RFC 9562's, so a typo'd or
--     random UUID silently gives no time. shardflake_uuid_time reads v6 and raises an error for the rest.
--   * uuidv7() (PostgreSQL 18) makes UUIDs that shardflake_uuid_time and io.shardflake.uuid.UuidTime read to
--     the same millisecond as uuid_extract_timestamp.


-- Refuses what shardflake_id_field and shardflake_id_time both refuse, in the words of the function called and
-- its argument names: a negative id, and a field that does not lie within an id's 63 bits.
CREATE OR REPLACE FUNCTION shardflake_check_field(caller text, id bigint, shift_name text, shift integer,
                                                  bits_name text, bits integer)
    RETURNS void
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
    IF id < 0 THEN
        RAISE EXCEPTION '%: id % is negative; Shardflake ids are non-negative (the sign bit is always 0)', caller, id
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF bits < 1 OR bits > 63 THEN
        RAISE EXCEPTION '%: % % is out of range 1..63', caller, bits_name, bits
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF shift < 0 OR shift > 63 - bits THEN
        RAISE EXCEPTION '%: % % is out of range 0..% (% + % must not exceed the 63 bits of an id)',
            caller, shift_name, shift, 63 - bits, shift_name, bits_name
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
END
$$;

COMMENT ON FUNCTION shardflake_check_field(text, bigint, text, integer, text, integer) IS
    'Shardflake (internal): refuses a negative id or a field outside its 63 bits, naming the calling function.';


-- The value of one field of a Shardflake id: field_bits bits, the lowest of which lies field_shift bits above
-- bit 0. For a layout, the shift of a field is the sum of the widths of the fields after it (IdLayout.shift).
CREATE OR REPLACE FUNCTION shardflake_id_field(id bigint, field_shift integer, field_bits integer)
    RETURNS bigint
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
BEGIN
    PERFORM shardflake_check_field('shardflake_id_field', id, 'field_shift', field_shift, 'field_bits', field_bits);
    -- ~(-1 << n) is n one-bits, also for n = 63, where (1 << 63) - 1 would overflow bigint.
    RETURN (id >> field_shift) & (~((-1)::bigint << field_bits));
END
$$;

COMMENT ON FUNCTION shardflake_id_field(bigint, integer, integer) IS
    'Shardflake: the field_bits-bit field of an id whose lowest bit lies field_shift bits above bit 0.';


-- The start of the tick an id was made in, for the layout described by the other arguments (for a preset, see
-- IdLayout: e.g. Twitter is layout_epoch 2010-11-04 01:42:54.657+00, time_shift 22, time_bits 41,
-- tick_micros 1000). The same instant as IdLayout.decode(id).timestamp(), to the microsecond.
CREATE OR REPLACE FUNCTION shardflake_id_time(id bigint, layout_epoch timestamptz, time_shift integer,
                                              time_bits integer, tick_micros bigint)
    RETURNS timestamptz
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
    tick   bigint;
    micros numeric;
BEGIN
    PERFORM shardflake_check_field('shardflake_id_time', id, 'time_shift', time_shift, 'time_bits', time_bits);
    -- The bounds IdLayout accepts for a tick: 1 µs to 1 day.
    IF tick_micros < 1 OR tick_micros > 86400000000 THEN
        RAISE EXCEPTION 'shardflake_id_time: tick_micros % is out of range 1..86400000000 (1 µs to 1 day)', tick_micros
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF NOT isfinite(layout_epoch) THEN
        RAISE EXCEPTION 'shardflake_id_time: layout_epoch % is not a finite time', layout_epoch
            USING ERRCODE = 'invalid_parameter_value';
    END IF;

    tick := (id >> time_shift) & (~((-1)::bigint << time_bits));
    -- numeric so that a product too large for bigint is reported below, not as a bare "bigint out of range".
    micros := (extract(EPOCH FROM layout_epoch) * 1000000) + (tick::numeric * tick_micros);
    -- The Java core counts microseconds since 1970 in a long; every such count is a valid timestamptz.
    IF micros > 9223372036854775807 THEN
        RAISE EXCEPTION 'shardflake_id_time: id % has tick %, which at % µs per tick from % lies beyond the microseconds a bigint counts from 1970',
            id, tick, tick_micros, layout_epoch
            USING ERRCODE = 'datetime_field_overflow';
    END IF;
    RETURN timestamptz 'epoch' + (micros::bigint::text || ' microseconds')::interval;
END
$$;

COMMENT ON FUNCTION shardflake_id_time(bigint, timestamptz, integer, integer, bigint) IS
    'Shardflake: the start of the tick of an id, for the layout with this epoch, time field position and tick length (µs).';


-- The time a version 1, 6 or 7 UUID carries, as in io.shardflake.uuid.UuidTime.of.
--
-- Precision: timestamptz holds microseconds, so the 100-ns time of versions 1 and 6 is FLOORED to the
-- microsecond (never rounded: a rounded time could lie after the UUID was made). Version 7 carries milliseconds,
-- which are exact. Any other version, the Nil and Max UUIDs, and a variant other than RFC 9562's (binary 10,
-- e.g. a Microsoft GUID) raise an error: their bits do not hold a time.
--
-- Seed 001's uuid_v1_timestamp put the 100-ns count through double precision (53 bits, while today's count
-- needs 57), divided, and let to_timestamp round: its answer can be off by a microsecond either way, and it read
-- any UUID, of any version, as if it were version 1. This function keeps its idea (gather time_hi, time_mid and
-- time_low, subtract the 1582-to-1970 offset) with bigint arithmetic.
CREATE OR REPLACE FUNCTION shardflake_uuid_time(u uuid)
    RETURNS timestamptz
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
    digits    text   := replace(u::text, '-', '');
    -- The two halves of the UUID as signed 64-bit words, as java.util.UUID holds them.
    high      bigint := ('x' || substr(digits, 1, 16))::bit(64)::bigint;
    low       bigint := ('x' || substr(digits, 17, 16))::bit(64)::bigint;
    version   integer := ((high >> 12) & 15)::integer;
    variant   integer := ((low >> 62) & 3)::integer;
    gregorian bigint;
BEGIN
    IF variant <> 2 THEN
        RAISE EXCEPTION 'shardflake_uuid_time: % has variant bits %, not the RFC 9562 variant (binary 10); expected a UUID of version 1, 6 or 7',
            u, CASE variant WHEN 3 THEN '11 (Microsoft or reserved)' ELSE '0 (NCS)' END
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    IF version = 7 THEN
        -- unix_ts_ms: the top 48 bits, milliseconds since 1970 (masked: >> copies the sign bit).
        RETURN timestamptz 'epoch' + ((((high >> 16) & 281474976710655) * 1000)::text || ' microseconds')::interval;
    ELSIF version = 1 THEN
        -- time_hi (12 bits, below the version) . time_mid (16) . time_low (32), as the seed gathered them.
        gregorian := ((high & 4095) << 48) | (((high >> 16) & 65535) << 32) | ((high >> 32) & 4294967295);
    ELSIF version = 6 THEN
        -- The same 60 bits in order: 48 above the version, 12 below it.
        gregorian := (((high >> 16) & 281474976710655) << 12) | (high & 4095);
    ELSE
        RAISE EXCEPTION 'shardflake_uuid_time: % is version %; expected a UUID of version 1, 6 or 7 (the versions that carry a time)',
            u, version
            USING ERRCODE = 'invalid_parameter_value';
    END IF;
    -- 100 ns since 1582-10-15 to µs since 1970. The count is non-negative, so integer division floors, and the
    -- offset (122192928000000000, 141427 days) is a whole number of microseconds, so subtracting after
    -- dividing floors the same as before.
    RETURN timestamptz 'epoch' + (((gregorian / 10) - 12219292800000000)::text || ' microseconds')::interval;
END
$$;

COMMENT ON FUNCTION shardflake_uuid_time(uuid) IS
    'Shardflake: the time of a version 1, 6 or 7 UUID, floored to the microsecond; an error for any other UUID.';


-- A version 1 UUID with this time, clock sequence and node, as
-- io.shardflake.uuid.GregorianUuid.of(time, clockSequence, node).toV1(): for back-filling records made before
-- they had ids, which is what seed 001 wrote its form_uuid_v1 for.
--
-- What the seed meant, and where this differs from what it did:
--   * time: 100-ns intervals since 1582-10-15, ts * 10^7 + 122192928000000000. The seed computed
--     extract(EPOCH FROM ts) * 10000000 in double precision (before PostgreSQL 14), which cannot hold 57-bit
--     counts: the low digits were lost. Here it is numeric, exact, and a timestamptz (whole µs) always gives a
--     whole number of 100 ns.
--   * the seed cast the count to BIT(60), which silently keeps the low 60 bits: a time before 1582-10-15 or
--     after 5236-03-31T21:21:00.684697Z became some other time. Here that is an error.
--   * its bit work was right: time_low = t[29..60], time_mid = t[13..28], version 0001, time_hi = t[1..12]
--     (SQL bit strings count from the most significant bit, 1-based). Here the same fields move by shifts.
--   * it cast clock_seq to BIT(14), silently keeping the low 14 bits (16384 became 0, -1 became 16383). Here
--     anything outside 0..16383 is an error.
--   * the variant bits are binary 10 above the clock sequence, as in the seed.
CREATE OR REPLACE FUNCTION shardflake_form_uuid_v1(ts timestamptz, clock_seq integer, node macaddr)
    RETURNS uuid
    LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
AS $$
DECLARE
    gregorian_exact numeric;
    gregorian       bigint;
    node_bits       bigint;
    high            bigint;
    low             bigint;
BEGIN
    IF clock_seq < 0 OR clock_seq > 16383 THEN
        RAISE EXCEPTION 'shardflake_form_uuid_v1: clock_seq % is out of range 0..16383 (14 bits)', clock_seq
            USING ERRCODE = 'numeric_value_out_of_range';
    END IF;
    -- Infinite timestamps give an infinite numeric here, and fail the range check like any other.
    gregorian_exact := (extract(EPOCH FROM ts) * 10000000) + 122192928000000000;
    IF gregorian_exact < 0 OR gregorian_exact > 1152921504606846975 THEN
        RAISE EXCEPTION 'shardflake_form_uuid_v1: ts % is out of range 1582-10-15 00:00:00+00 .. 5236-03-31 21:21:00.684697+00 (60 bits of 100 ns since 1582-10-15)',
            ts
            USING ERRCODE = 'datetime_field_overflow';
    END IF;
    gregorian := gregorian_exact::bigint;
    -- macaddr prints as six colon-separated hex pairs, whatever spelling it was given in.
    node_bits := ('x' || lpad(replace(node::text, ':', ''), 16, '0'))::bit(64)::bigint;
    -- time_low | time_mid | version 1 | time_hi. << drops the bits shifted past bit 63, which is what is wanted
    -- for time_low (PostgreSQL's bigint << does not check for overflow).
    high := (gregorian << 32) | (((gregorian >> 32) & 65535) << 16) | 4096 | (gregorian >> 48);
    -- variant 10 | clock_seq (14 bits) | node (48 bits)
    low := ((-1)::bigint << 63) | (clock_seq::bigint << 48) | node_bits;
    -- to_hex prints a negative bigint as its 16 two's-complement digits, so both words print in full.
    RETURN (lpad(to_hex(high), 16, '0') || lpad(to_hex(low), 16, '0'))::uuid;
END
$$;

COMMENT ON FUNCTION shardflake_form_uuid_v1(timestamptz, integer, macaddr) IS
    'Shardflake: the version 1 UUID with this time (µs), clock sequence (0..16383) and node (MAC address).';
