package io.shardflake.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.shardflake.uuid.GregorianUuid;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/**
 * The H2 aliases on an in-memory H2: the shared contract, then what only H2 has: a text node, 100-ns times, and
 * the Java methods called directly.
 */
class H2SqlFunctionsTest extends SqlFunctionsContract {

    H2SqlFunctionsTest() {
        super(ShardflakeSql.Dialect.H2, "'%s'");
    }

    @Override
    Connection open() throws SQLException {
        return DriverManager.getConnection("jdbc:h2:mem:shardflake_sql_functions");
    }

    @Override
    List<BadCall> dialectBadCalls() {
        String rfcTime = SqlCases.timestamp(RFC_TIME);
        return List.of(
                new BadCall("shardflake_form_uuid_v1(" + rfcTime + ", 0, 'zz:6b:de:ce:d8:46')", "22023",
                        "node 'zz:6b:de:ce:d8:46' is not a MAC address"),
                new BadCall("shardflake_form_uuid_v1(" + rfcTime + ", 0, '9f:6b:de:ce:d8')", "22023", "'9f:6b:de:ce:d8'"),
                new BadCall("shardflake_form_uuid_v1(" + rfcTime + ", 0, '9f:6b-de:ce:d8:46')", "22023",
                        "'9f:6b-de:ce:d8:46'"),
                new BadCall("shardflake_form_uuid_v1(" + rfcTime + ", 0, '9f6bdeced846 ')", "22023", "'9f6bdeced846 '"),
                new BadCall("shardflake_form_uuid_v1(CAST('2022-02-22 19:22:22.00000005+00:00' AS"
                        + " TIMESTAMP(9) WITH TIME ZONE), 0, '9f:6b:de:ce:d8:46')", "22023", "finer than 100 ns"),
                new BadCall("shardflake_id_time(1, CAST('2015-01-01 00:00:00.0000005+00:00' AS"
                        + " TIMESTAMP(9) WITH TIME ZONE), 22, 41, 1000)", "22023", "not a whole microsecond"));
    }

    @Test
    void formsFromHundredNanosecondTimesWhichPostgresCannotHold() throws SQLException {
        UUID formed = uuid("shardflake_form_uuid_v1(CAST('2022-02-22 19:22:22.1234567+00:00' AS"
                + " TIMESTAMP(7) WITH TIME ZONE), 13256, '9f:6b:de:ce:d8:46')");

        assertThat(formed).isEqualTo(GregorianUuid.of(Instant.parse("2022-02-22T19:22:22.1234567Z"), 0x33C8,
                0x9F6BDECED846L).toV1());
        // Read back at the microsecond, as on PostgreSQL.
        assertThat(time("shardflake_uuid_time(" + SqlCases.uuid(formed) + ")"))
                .isEqualTo(Instant.parse("2022-02-22T19:22:22.123456Z"));
    }

    @Test
    void takesTheCommonMacSpellingsInEitherCase() throws SQLException {
        for (String node : List.of("9f:6b:de:ce:d8:46", "9F:6B:DE:CE:D8:46", "9f-6b-de-ce-d8-46", "9F6BDECED846")) {
            assertThat(uuid("shardflake_form_uuid_v1(" + SqlCases.timestamp(RFC_TIME) + ", 13256, '" + node + "')"))
                    .as(node).isEqualTo(RFC_V1);
        }
    }

    @Test
    void theMethodsWorkFromJavaToo() throws SQLException {
        OffsetDateTime rfcTime = RFC_TIME.atOffset(ZoneOffset.UTC);

        assertThat(H2Functions.uuidTime(RFC_V6)).isEqualTo(rfcTime);
        assertThat(H2Functions.formUuidV1(rfcTime.withOffsetSameInstant(ZoneOffset.ofHours(9)), 0x33C8,
                "9f:6b:de:ce:d8:46")).isEqualTo(RFC_V1);
        assertThat(H2Functions.idField(0b1011_0000, 4, 4)).isEqualTo(0b1011);
        assertThat(H2Functions.uuidTime(null)).isNull();
        assertThat(H2Functions.formUuidV1(null, 99999, "not even a MAC")).isNull();
        assertThatThrownBy(() -> H2Functions.uuidTime(UUID.randomUUID())).isInstanceOf(SQLException.class)
                .hasMessageContaining("is version 4");
    }
}
