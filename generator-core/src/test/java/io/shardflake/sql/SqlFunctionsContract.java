package io.shardflake.sql;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.shardflake.IdField;
import io.shardflake.LayoutPreset;
import io.shardflake.sql.SqlCases.FormCase;
import io.shardflake.sql.SqlCases.IdCase;
import io.shardflake.sql.SqlCases.UuidCase;
import io.shardflake.uuid.GregorianUuid;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.TestInstance;

/**
 * What the SQL functions must answer on every database: the Java core's answer on thousands of random cases, the
 * RFC 9562 vectors, and a clear error for each kind of bad input. A subclass supplies the database; the contract
 * installs the functions there once and shares one connection among the class's tests.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
abstract class SqlFunctionsContract {

    /** Cases per function family; each family goes to the database as one query. */
    static final int CASES = 10_000;

    static final Instant RFC_TIME = Instant.parse("2022-02-22T19:22:22Z");
    static final UUID RFC_V1 = UUID.fromString("c232ab00-9414-11ec-b3c8-9f6bdeced846");
    static final UUID RFC_V6 = UUID.fromString("1ec9414c-232a-6b00-b3c8-9f6bdeced846");
    static final UUID RFC_V7 = UUID.fromString("017f22e2-79b0-7cc3-98c4-dc0c0c07398f");

    private final ShardflakeSql.Dialect dialect;
    private final String macLiteralFormat;
    private Connection connection;

    /**
     * @param dialect the dialect {@link ShardflakeSql#install} must recognise on the subclass's database
     * @param macLiteralFormat the SQL for a MAC address literal the dialect's form function takes, {@code %s} for
     *     the address
     */
    SqlFunctionsContract(ShardflakeSql.Dialect dialect, String macLiteralFormat) {
        this.dialect = dialect;
        this.macLiteralFormat = macLiteralFormat;
    }

    /**
     * @return a new connection to a database of the test's own, where no other test installs anything
     * @throws SQLException if it cannot be opened
     */
    abstract Connection open() throws SQLException;

    @BeforeAll
    final void installFunctions() throws SQLException {
        connection = open();
        assertThat(ShardflakeSql.install(connection)).isEqualTo(dialect);
    }

    @AfterAll
    final void closeConnection() throws SQLException {
        if (connection != null) {
            connection.close();
        }
    }

    /** @return the connection with the functions installed, shared by the class's tests */
    final Connection connection() {
        return connection;
    }

    /** @return the SQL for a MAC address literal the dialect's form function takes */
    final String macLiteral(String text) {
        return macLiteralFormat.formatted(text);
    }

    // ---- random cases against the Java core ----------------------------------------------------------------

    @Test
    void idTimeAndFieldsAgreeWithIdLayoutOnRandomLayoutsAndIds() throws SQLException {
        List<IdCase> cases = SqlCases.idCases(new Random(SqlCases.SEED), CASES);
        List<String> rows = new ArrayList<>(cases.size());
        for (int i = 0; i < cases.size(); i++) {
            rows.add(cases.get(i).valuesRow(i));
        }
        String sql = "SELECT c.n, shardflake_id_time(c.id, c.epoch, c.time_shift, c.time_bits, c.tick_micros),"
                + " shardflake_id_field(c.id, c.time_shift, c.time_bits),"
                + " shardflake_id_field(c.id, c.field_shift, c.field_bits) FROM "
                + SqlCases.values(rows, "c(n, id, epoch, time_shift, time_bits, tick_micros, field_shift, field_bits)")
                + " ORDER BY c.n";

        List<String> mismatches = new ArrayList<>();
        int read = 0;
        try (Statement statement = connection().createStatement(); ResultSet result = statement.executeQuery(sql)) {
            while (result.next()) {
                IdCase c = cases.get(result.getInt(1));
                Instant time = result.getObject(2, OffsetDateTime.class).toInstant();
                long tick = result.getLong(3);
                long field = result.getLong(4);
                if (!time.equals(c.expectedTime()) || tick != c.layout().decode(c.id()).tick()
                        || field != c.layout().extract(c.field(), c.id())) {
                    mismatches.add(c + ": SQL time " + time + " tick " + tick + " " + c.field() + " " + field
                            + ", Java " + c.layout().decode(c.id()));
                }
                read++;
            }
        }

        assertThat(read).isEqualTo(CASES);
        assertThat(mismatches).as("seed %s", SqlCases.SEED).isEmpty();
        // The cases reach before 1970, past year 9999, and microsecond ticks, not only today's milliseconds.
        assertThat(cases).extracting(IdCase::expectedTime)
                .anyMatch(time -> time.isBefore(Instant.EPOCH))
                .anyMatch(time -> time.isAfter(Instant.parse("+10000-01-01T00:00:00Z")))
                .anyMatch(time -> time.getNano() % 1_000_000 != 0);
    }

    @Test
    void uuidTimeAgreesWithUuidTimeAtTheMicrosecondOnRandomV1V6V7() throws SQLException {
        List<UuidCase> cases = SqlCases.uuidCases(new Random(SqlCases.SEED), CASES);
        List<Instant> times = uuidTimes(cases);

        List<String> mismatches = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) {
            if (!times.get(i).equals(cases.get(i).expectedTime())) {
                mismatches.add(cases.get(i).uuid() + ": SQL " + times.get(i) + ", Java "
                        + cases.get(i).expectedTime());
            }
        }
        assertThat(mismatches).as("seed %s", SqlCases.SEED).isEmpty();
        assertThat(cases).extracting(UuidCase::version).contains(1, 6, 7);
    }

    /** Reads shardflake_uuid_time for every case, in one query. */
    List<Instant> uuidTimes(List<UuidCase> cases) throws SQLException {
        List<String> rows = new ArrayList<>(cases.size());
        for (int i = 0; i < cases.size(); i++) {
            rows.add(cases.get(i).valuesRow(i));
        }
        String sql = "SELECT shardflake_uuid_time(c.u) FROM " + SqlCases.values(rows, "c(n, u)") + " ORDER BY c.n";
        List<Instant> times = new ArrayList<>(cases.size());
        try (Statement statement = connection().createStatement(); ResultSet result = statement.executeQuery(sql)) {
            while (result.next()) {
                times.add(result.getObject(1, OffsetDateTime.class).toInstant());
            }
        }
        assertThat(times).hasSameSizeAs(cases);
        return times;
    }

    @Test
    void formedV1AgreesWithGregorianUuidOnRandomTimesClockSequencesAndNodes() throws SQLException {
        List<FormCase> cases = SqlCases.formCases(new Random(SqlCases.SEED), CASES);
        List<String> rows = new ArrayList<>(cases.size());
        for (int i = 0; i < cases.size(); i++) {
            rows.add(cases.get(i).valuesRow(i, macLiteral(SqlCases.mac(cases.get(i).node()))));
        }
        String sql = "SELECT c.n, shardflake_form_uuid_v1(c.ts, c.clock_seq, c.node) FROM "
                + SqlCases.values(rows, "c(n, ts, clock_seq, node)") + " ORDER BY c.n";

        List<String> mismatches = new ArrayList<>();
        int read = 0;
        try (Statement statement = connection().createStatement(); ResultSet result = statement.executeQuery(sql)) {
            while (result.next()) {
                FormCase c = cases.get(result.getInt(1));
                UUID formed = result.getObject(2, UUID.class);
                if (!formed.equals(c.expected())) {
                    mismatches.add(c + ": SQL " + formed + ", Java " + c.expected());
                }
                read++;
            }
        }

        assertThat(read).isEqualTo(CASES);
        assertThat(mismatches).as("seed %s", SqlCases.SEED).isEmpty();
    }

    // ---- known values -------------------------------------------------------------------------------------

    @Test
    void readsTheRfc9562VectorTimes() throws SQLException {
        assertThat(time("shardflake_uuid_time(" + SqlCases.uuid(RFC_V1) + ")")).isEqualTo(RFC_TIME);
        assertThat(time("shardflake_uuid_time(" + SqlCases.uuid(RFC_V6) + ")")).isEqualTo(RFC_TIME);
        assertThat(time("shardflake_uuid_time(" + SqlCases.uuid(RFC_V7) + ")")).isEqualTo(RFC_TIME);
        // Upper case is the same UUID to both databases.
        assertThat(time("shardflake_uuid_time(CAST('C232AB00-9414-11EC-B3C8-9F6BDECED846' AS UUID))"))
                .isEqualTo(RFC_TIME);
    }

    @Test
    void formsExactlyTheRfc9562V1Vector() throws SQLException {
        UUID formed = uuid("shardflake_form_uuid_v1(" + SqlCases.timestamp(RFC_TIME) + ", " + 0x33C8 + ", "
                + macLiteral("9F:6B:DE:CE:D8:46") + ")");

        assertThat(formed).isEqualTo(RFC_V1);
    }

    @Test
    void floorsTheHundredNanosecondsOfV1AndV6ToTheMicrosecond() throws SQLException {
        // 1970-01-01T00:00:00.0000019Z and -0.0000001 s: the floor goes down, also before 1970.
        long epoch = 122_192_928_000_000_000L;
        UUID after = new GregorianUuid(epoch + 19, 1, 1).toV1();
        UUID before = new GregorianUuid(epoch - 1, 1, 1).toV6();

        assertThat(time("shardflake_uuid_time(" + SqlCases.uuid(after) + ")"))
                .isEqualTo(Instant.parse("1970-01-01T00:00:00.000001Z"));
        assertThat(time("shardflake_uuid_time(" + SqlCases.uuid(before) + ")"))
                .isEqualTo(Instant.parse("1969-12-31T23:59:59.999999Z"));
    }

    @Test
    void readsTheEndsOfTheGregorianRangeAndFormsThem() throws SQLException {
        UUID first = uuid("shardflake_form_uuid_v1(" + SqlCases.timestamp(SqlCases.FIRST_GREGORIAN) + ", 0, "
                + macLiteral("00:00:00:00:00:00") + ")");
        UUID last = uuid("shardflake_form_uuid_v1(" + SqlCases.timestamp(SqlCases.LAST_GREGORIAN_MICRO) + ", 16383, "
                + macLiteral("ff:ff:ff:ff:ff:ff") + ")");

        assertThat(first).isEqualTo(UUID.fromString("00000000-0000-1000-8000-000000000000"));
        // 2^60 - 1 - 5 (the .6846975 end floored to .684697): every time bit set but the low ones of time_low.
        assertThat(last).isEqualTo(UUID.fromString("fffffffa-ffff-1fff-bfff-ffffffffffff"));
        assertThat(time("shardflake_uuid_time(" + SqlCases.uuid(first) + ")")).isEqualTo(SqlCases.FIRST_GREGORIAN);
        assertThat(time("shardflake_uuid_time(CAST('ffffffff-ffff-1fff-bfff-ffffffffffff' AS UUID))"))
                .isEqualTo(SqlCases.LAST_GREGORIAN_MICRO);
    }

    @Test
    void readsADiscordIdAsItsDocumentationDoes() throws SQLException {
        // Discord's developer documentation decodes 175928847299117063 to 2016-04-30 11:18:25.796 UTC.
        long id = 175928847299117063L;
        String layout = SqlCases.timestamp(LayoutPreset.DISCORD.layout().epoch()) + ", 22, 41, 1000";

        assertThat(time("shardflake_id_time(" + id + ", " + layout + ")"))
                .isEqualTo(Instant.parse("2016-04-30T11:18:25.796Z"));
        assertThat(LayoutPreset.DISCORD.layout().shift(IdField.TIME)).isEqualTo(22);
        assertThat(longValue("shardflake_id_field(" + id + ", 12, 10)")).isEqualTo(
                LayoutPreset.DISCORD.layout().extract(IdField.WORKER, id));
        assertThat(longValue("shardflake_id_field(" + id + ", 0, 12)")).isEqualTo(7);
    }

    @Test
    void readsA63BitFieldAndTheLargestId() throws SQLException {
        assertThat(longValue("shardflake_id_field(" + Long.MAX_VALUE + ", 0, 63)")).isEqualTo(Long.MAX_VALUE);
        assertThat(longValue("shardflake_id_field(" + Long.MAX_VALUE + ", 62, 1)")).isEqualTo(1);
        assertThat(time("shardflake_id_time(" + Long.MAX_VALUE + ", " + SqlCases.timestamp(Instant.EPOCH)
                + ", 0, 63, 1)")).isEqualTo(SqlCases.ofMicros(Long.MAX_VALUE));
    }

    @Test
    void nullInNullOut() throws SQLException {
        assertThat(value("shardflake_uuid_time(CAST(NULL AS UUID))")).isNull();
        assertThat(value("shardflake_id_field(CAST(NULL AS BIGINT), 0, 1)")).isNull();
        assertThat(value("shardflake_id_time(1, CAST(NULL AS TIMESTAMP WITH TIME ZONE), 0, 1, 1)")).isNull();
        assertThat(value("shardflake_form_uuid_v1(" + SqlCases.timestamp(RFC_TIME) + ", CAST(NULL AS INTEGER), "
                + macLiteral("9f:6b:de:ce:d8:46") + ")")).isNull();
    }

    @Test
    void installingAgainChangesNothing() throws SQLException {
        ShardflakeSql.install(connection());

        assertThat(time("shardflake_uuid_time(" + SqlCases.uuid(RFC_V1) + ")")).isEqualTo(RFC_TIME);
    }

    // ---- bad input ----------------------------------------------------------------------------------------

    /** A call the functions must refuse: with this SQLSTATE, and a message containing each fragment. */
    record BadCall(String call, String sqlState, String... fragments) {
    }

    /** @return bad calls only one dialect can make, e.g. an infinite time or a malformed MAC text */
    abstract List<BadCall> dialectBadCalls();

    List<BadCall> badCalls() {
        String rfcTime = SqlCases.timestamp(RFC_TIME);
        String epoch = SqlCases.timestamp(Instant.EPOCH);
        String mac = macLiteral("9f:6b:de:ce:d8:46");
        List<BadCall> calls = new ArrayList<>(List.of(
                new BadCall("shardflake_uuid_time(CAST('6ba7b810-9dad-41d1-80b4-00c04fd430c8' AS UUID))", "22023",
                        "shardflake_uuid_time", "6ba7b810-9dad-41d1-80b4-00c04fd430c8", "version 4"),
                new BadCall("shardflake_uuid_time(CAST('6ba7b810-9dad-21d1-80b4-00c04fd430c8' AS UUID))", "22023",
                        "6ba7b810-9dad-21d1-80b4-00c04fd430c8", "version 2"),
                new BadCall("shardflake_uuid_time(CAST('00000000-0000-0000-0000-000000000000' AS UUID))", "22023",
                        "00000000-0000-0000-0000-000000000000", "variant bits 0 (NCS)"),
                new BadCall("shardflake_uuid_time(CAST('ffffffff-ffff-ffff-ffff-ffffffffffff' AS UUID))", "22023",
                        "ffffffff-ffff-ffff-ffff-ffffffffffff", "variant bits 11"),
                // The RFC's v1 vector with a Microsoft variant (binary 110): same time bits, not a time.
                new BadCall("shardflake_uuid_time(CAST('c232ab00-9414-11ec-d3c8-9f6bdeced846' AS UUID))", "22023",
                        "c232ab00-9414-11ec-d3c8-9f6bdeced846", "not the RFC 9562 variant"),
                new BadCall("shardflake_form_uuid_v1(" + rfcTime + ", 16384, " + mac + ")", "22003",
                        "shardflake_form_uuid_v1", "clock_seq 16384", "0..16383"),
                new BadCall("shardflake_form_uuid_v1(" + rfcTime + ", -1, " + mac + ")", "22003", "clock_seq -1"),
                new BadCall("shardflake_form_uuid_v1(TIMESTAMP WITH TIME ZONE '1582-10-14 23:59:59.999999+00:00', 0, "
                        + mac + ")", "22008", "1582-10-14", "out of range"),
                new BadCall("shardflake_form_uuid_v1(TIMESTAMP WITH TIME ZONE '5236-03-31 21:21:00.684698+00:00', 0, "
                        + mac + ")", "22008", "5236-03-31", "out of range"),
                new BadCall("shardflake_id_time(-1, " + epoch + ", 22, 41, 1000)", "22023", "shardflake_id_time",
                        "id -1 is negative"),
                new BadCall("shardflake_id_time(1, " + epoch + ", 0, 0, 1000)", "22023", "time_bits 0", "1..63"),
                new BadCall("shardflake_id_time(1, " + epoch + ", 0, 64, 1000)", "22023", "time_bits 64"),
                new BadCall("shardflake_id_time(1, " + epoch + ", 23, 41, 1000)", "22023", "time_shift 23", "0..22"),
                new BadCall("shardflake_id_time(1, " + epoch + ", -1, 41, 1000)", "22023", "time_shift -1"),
                new BadCall("shardflake_id_time(1, " + epoch + ", 22, 41, 0)", "22023", "tick_micros 0"),
                new BadCall("shardflake_id_time(1, " + epoch + ", 22, 41, 86400000001)", "22023",
                        "tick_micros 86400000001"),
                new BadCall("shardflake_id_time(" + Long.MAX_VALUE + ", " + epoch + ", 0, 63, 2)", "22008",
                        "id " + Long.MAX_VALUE, "tick " + Long.MAX_VALUE),
                new BadCall("shardflake_id_field(-5, 0, 10)", "22023", "shardflake_id_field", "id -5 is negative"),
                new BadCall("shardflake_id_field(5, 0, 0)", "22023", "field_bits 0"),
                new BadCall("shardflake_id_field(5, 1, 63)", "22023", "field_shift 1", "0..0"),
                new BadCall("shardflake_id_field(5, 63, 1)", "22023", "field_shift 63", "0..62")));
        calls.addAll(dialectBadCalls());
        return calls;
    }

    @TestFactory
    Stream<DynamicTest> refusesBadInputWithItsSqlStateAndAMessageNamingIt() {
        return badCalls().stream().map(bad -> DynamicTest.dynamicTest(bad.call(), () -> {
            SQLException error = catchThrowableOfType(SQLException.class, () -> value(bad.call()));

            assertThat((Object) error).as(bad.call()).isNotNull();
            assertThat(error.getSQLState()).as(error.getMessage()).isEqualTo(bad.sqlState());
            assertThat(error.getMessage()).contains(bad.fragments());
        }));
    }

    @Test
    void aRefusedCallLeavesTheConnectionUsable() throws SQLException {
        assertThatThrownBy(() -> value("shardflake_form_uuid_v1(" + SqlCases.timestamp(RFC_TIME) + ", 99999, "
                + macLiteral("9f:6b:de:ce:d8:46") + ")")).isInstanceOf(SQLException.class);

        assertThat(time("shardflake_uuid_time(" + SqlCases.uuid(RFC_V7) + ")")).isEqualTo(RFC_TIME);
    }

    // ---- helpers ------------------------------------------------------------------------------------------

    Object value(String expression) throws SQLException {
        try (Statement statement = connection().createStatement();
                ResultSet result = statement.executeQuery("SELECT " + expression)) {
            assertThat(result.next()).isTrue();
            return result.getObject(1);
        }
    }

    Instant time(String expression) throws SQLException {
        try (Statement statement = connection().createStatement();
                ResultSet result = statement.executeQuery("SELECT " + expression)) {
            assertThat(result.next()).isTrue();
            return result.getObject(1, OffsetDateTime.class).toInstant();
        }
    }

    UUID uuid(String expression) throws SQLException {
        try (Statement statement = connection().createStatement();
                ResultSet result = statement.executeQuery("SELECT " + expression)) {
            assertThat(result.next()).isTrue();
            return result.getObject(1, UUID.class);
        }
    }

    long longValue(String expression) throws SQLException {
        try (Statement statement = connection().createStatement();
                ResultSet result = statement.executeQuery("SELECT " + expression)) {
            assertThat(result.next()).isTrue();
            return result.getLong(1);
        }
    }
}
