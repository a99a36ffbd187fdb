package io.shardflake.spring;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.error.InvalidConfigurationException;
import io.shardflake.error.ShardflakeException;
import java.util.List;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.boot.diagnostics.FailureAnalysis;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.h2.jdbcx.JdbcDataSource;

/**
 * A table of bad settings: each stops the application, and the message names the property key, the value and what
 * is allowed.
 */
class BadSettingsTest {

    /**
     * @param name what is wrong
     * @param properties the settings
     * @param dataSource the application's DataSource, or null
     * @param message the start of the message: key = value is not allowed: range (or, for a refusal that is no bad
     *     value, what is wrong)
     * @param more further text the message must hold
     */
    record Case(String name, List<String> properties, DataSource dataSource, String message, List<String> more) {

        static Case of(String name, String message, String... properties) {
            return new Case(name, List.of(properties), null, message, List.of());
        }

        /** A case whose application has a DataSource (an H2 database of its own), as the lease needs. */
        static Case onADatabase(String name, String message, String... properties) {
            return of(name, message, properties).withDatabase(H2.database("bad-settings"));
        }

        Case withDatabase(DataSource database) {
            return new Case(name, properties, database, message, more);
        }

        Case mentioning(String... texts) {
            return new Case(name, properties, dataSource, message, List.of(texts));
        }

        @Override
        public String toString() {
            return name;
        }
    }

    static Stream<Case> cases() {
        return Stream.of(
                Case.of("worker id above the worker field",
                        "shardflake.worker.id = 256 is not allowed: 0..255 (8 bits)", "shardflake.worker.id=256"),
                Case.of("worker id above a 10-bit worker field",
                        "shardflake.worker.id = 1024 is not allowed: 0..1023 (10 bits)",
                        "shardflake.layout.preset=twitter", "shardflake.worker.id=1024"),
                Case.of("negative worker id", "shardflake.worker.id = -1 is not allowed: 0..",
                        "shardflake.worker.id=-1"),
                Case.onADatabase("worker id registered in a database, out of range",
                        "shardflake.worker.id = 300 is not allowed: 0..255 (8 bits)", "shardflake.worker.id=300"),
                Case.of("worker id on a layout without worker field",
                        "shardflake.worker.id = 2 is not allowed: 0 (layout instagram has no worker field)",
                        "shardflake.layout.preset=instagram", "shardflake.worker.id=2"),
                Case.of("widths over 63 bits",
                        "shardflake.layout.time-bits + shard-bits + worker-bits + sequence-bits = 73 is not allowed:"
                                + " at most 63 (the sign bit stays 0); widths were time 41 | worker 10 | sequence 12"
                                + " | shard 10",
                        "shardflake.layout.time-bits=41", "shardflake.layout.shard-bits=10",
                        "shardflake.layout.worker-bits=10", "shardflake.layout.sequence-bits=12"),
                Case.of("one width over 31 bits", "shardflake.layout.worker-bits = 32 is not allowed: 0..31",
                        "shardflake.layout.time-bits=20", "shardflake.layout.worker-bits=32"),
                Case.of("time bits over 63", "shardflake.layout.time-bits = 64 is not allowed: 1..63",
                        "shardflake.layout.time-bits=64"),
                Case.of("widths without time",
                        "shardflake.layout.time-bits = null is not allowed: 1..63: a layout given by field widths"
                                + " (shardflake.layout.worker-bits=10) needs a time field",
                        "shardflake.layout.worker-bits=10"),
                Case.of("epoch in the future",
                        "shardflake.layout.epoch = 2999-01-01T00:00:00Z is not allowed: an instant that is not in"
                                + " the future", "shardflake.layout.epoch=2999-01-01T00:00:00Z"),
                Case.of("layout already past its end",
                        "shardflake.layout.time-bits = 20 is not allowed: a layout that lasts past now",
                        "shardflake.layout.time-bits=20", "shardflake.layout.sequence-bits=12",
                        "shardflake.layout.epoch=2020-01-01T00:00:00Z")
                        .mentioning("with 20 bits of PT0.001S ticks from 2020-01-01T00:00:00Z, it ended at"
                                + " 2020-01-01T00:17:28.576Z"),
                Case.of("preset moved past its end by its epoch",
                        "shardflake.layout.epoch = 1900-01-01T00:00:00Z is not allowed: a layout that lasts past now",
                        "shardflake.layout.preset=twitter", "shardflake.layout.epoch=1900-01-01T00:00:00Z"),
                Case.of("unknown preset",
                        "shardflake.layout.preset = snowflake9 is not allowed: one of twitter, discord, sonyflake,"
                                + " instagram, icicle, global-id, shardflake", "shardflake.layout.preset=snowflake9"),
                Case.of("preset and widths together",
                        "shardflake.layout.preset = twitter is not allowed: a preset or field widths, not both; the"
                                + " widths shardflake.layout.time-bits=40 were given too",
                        "shardflake.layout.preset=twitter", "shardflake.layout.time-bits=40"),
                Case.of("order without a field that has a width",
                        "shardflake.layout.order = time,sequence is not allowed: an order naming every field that"
                                + " has a width; shardflake.layout.worker-bits = 8 is not in it",
                        "shardflake.layout.order=time,sequence", "shardflake.layout.time-bits=41",
                        "shardflake.layout.worker-bits=8", "shardflake.layout.sequence-bits=12"),
                Case.of("order naming a field twice",
                        "shardflake.layout.order = time,time,sequence is not allowed: each of time, shard,"
                                + " worker, sequence at most once",
                        "shardflake.layout.order=time,time,sequence", "shardflake.layout.time-bits=41"),
                Case.of("tick below a microsecond",
                        "shardflake.layout.tick = PT0.0000005S is not allowed: a whole number of microseconds from"
                                + " 1 µs to 1 day", "shardflake.layout.tick=500ns"),
                Case.of("negative max lead",
                        "shardflake.clock.max-lead = PT-0.001S is not allowed: a duration of zero or more",
                        "shardflake.clock.max-lead=-1ms"),
                Case.of("negative max wait",
                        "shardflake.clock.max-wait = PT-1S is not allowed: a duration of zero or more",
                        "shardflake.clock.max-wait=-1s"),
                Case.of("default shard above the shard field",
                        "shardflake.shard.default = 16 is not allowed: 0..15 (4 bits)", "shardflake.shard.default=16"),
                Case.of("shard count above the shard field",
                        "shardflake.shard.count = 17 is not allowed: 1..16 (the shards of layout shardflake, 4 bits)",
                        "shardflake.shard.count=17"),
                Case.of("shard count zero",
                        "shardflake.shard.count = 0 is not allowed: 1..16", "shardflake.shard.count=0"),
                Case.of("shard count without a shard field",
                        "shardflake.shard.count = 2 is not allowed: 1 (layout twitter has no shard field)",
                        "shardflake.layout.preset=twitter", "shardflake.worker.id=1", "shardflake.shard.count=2"),
                Case.of("property strategy without an id",
                        "shardflake.worker.id = null is not allowed: 0..255 (8 bits), required by"
                                + " shardflake.worker.strategy=property", "shardflake.worker.strategy=property"),
                Case.of("an id the strategy would ignore",
                        "shardflake.worker.id = 3 is not allowed: no value with"
                                + " shardflake.worker.strategy=hostname-hash, which chooses the id itself",
                        "shardflake.worker.strategy=hostname-hash", "shardflake.worker.id=3"),
                Case.of("statefulset on a host that is not a pod",
                        "shardflake.worker.hostname = webserver is not allowed: a StatefulSet pod name of the form"
                                + " <name>-<ordinal>",
                        "shardflake.worker.strategy=statefulset", "shardflake.worker.hostname=webserver"),
                Case.of("statefulset pod beyond the worker field",
                        "shardflake.worker.strategy = statefulset is not allowed: a strategy this host can serve: pod"
                                + " orders-300 has ordinal 300, and the worker field holds 0..255 (8 bits), so at most"
                                + " 256 replicas; run fewer replicas, choose a layout with a wider worker field"
                                + " (shardflake.layout.preset), or choose another strategy",
                        "shardflake.worker.strategy=statefulset", "shardflake.worker.hostname=orders-300"),
                Case.of("blank host name",
                        "shardflake.worker.hostname = \"\" is not allowed: a non-blank host name, or no value to use this"
                                + " machine's",
                        "shardflake.worker.strategy=hostname-hash", "shardflake.worker.hostname= "),
                Case.of("cluster size zero",
                        "shardflake.worker.cluster-size = 0 is not allowed: 1 or more instances",
                        "shardflake.worker.cluster-size=0"),
                Case.of("lease without a DataSource",
                        "shardflake.worker.strategy = lease is not allowed: a strategy that needs a database for"
                                + " its lease table: the application has no DataSource bean",
                        "shardflake.worker.strategy=lease"),
                Case.onADatabase("lease with the DataSource forbidden",
                        "shardflake.worker.strategy = lease is not allowed: a strategy that needs the database,"
                                + " which shardflake.worker.lease.enabled=false forbids",
                        "shardflake.worker.strategy=lease", "shardflake.worker.lease.enabled=false"),
                Case.onADatabase("lease on a layout without worker field",
                        "shardflake.worker.strategy = lease is not allowed: auto or property: layout instagram has no"
                                + " worker field to choose an id for",
                        "shardflake.worker.strategy=lease", "shardflake.layout.preset=instagram"),
                Case.onADatabase("layout without worker field where another instance can exist (a DataSource)",
                        "shardflake.layout.preset = instagram is not allowed: a layout with a worker field, since more"
                                + " than one instance can make ids here (there is a database other instances can"
                                + " write to); layout"
                                + " instagram has none (time 40 | shard 13 | sequence 10), so two instances writing"
                                + " one shard in the same tick would make the same ids. Choose a layout with a worker"
                                + " field, or set shardflake.shard.single-writer=true if this instance is the only"
                                + " one that makes ids for each shard it writes",
                        "shardflake.layout.preset=instagram"),
                Case.of("layout without worker field in a cluster of two",
                        "shardflake.layout.preset = icicle is not allowed: a layout with a worker field, since more"
                                + " than one instance can make ids here (shardflake.worker.cluster-size = 2)",
                        "shardflake.layout.preset=icicle", "shardflake.worker.cluster-size=2"),
                Case.onADatabase("widths without worker bits where another instance can exist",
                        "shardflake.layout.worker-bits = 0 is not allowed: a layout with a worker field",
                        "shardflake.layout.time-bits=41", "shardflake.layout.shard-bits=10",
                        "shardflake.layout.sequence-bits=12"),
                Case.of("lease table missing and not to be created",
                        "the lease table no_such_table does not exist in this database, or lacks the lease columns"
                                + " (Table \"NO_SUCH_TABLE\" not found",
                        "shardflake.worker.strategy=lease", "shardflake.worker.lease.table=no_such_table",
                        "shardflake.worker.lease.initialize-schema=never")
                        .withDatabase(H2.database("bad-settings"))
                        .mentioning("), and shardflake.worker.lease.initialize-schema=never leaves it to you. Create it"
                                + " with the DDL in io/shardflake/worker/lease/h2/R__shardflake_worker_lease.sql, with"
                                + " shardflake_worker_lease replaced by no_such_table (on the class path: Flyway runs"
                                + " it as a repeatable migration from its folder, Liquibase from"
                                + " io/shardflake/worker/lease/liquibase.xml), or set"
                                + " shardflake.worker.lease.initialize-schema=always to let Shardflake create it at"
                                + " startup"),
                Case.onADatabase("lease table name that is not an identifier",
                        "shardflake.worker.lease.table = leases; drop table users is not allowed",
                        "shardflake.worker.strategy=lease", "shardflake.worker.lease.table=leases; drop table users"),
                Case.onADatabase("lease duration too short",
                        "shardflake.worker.lease.duration = PT0.01S is not allowed: PT0.1S to PT24H",
                        "shardflake.worker.strategy=lease", "shardflake.worker.lease.duration=10ms",
                        "shardflake.clock.max-wait=0s"),
                Case.onADatabase("lease call timeout too short",
                        "shardflake.worker.lease.call-timeout = PT0.01S is not allowed: PT0.05S to PT30S",
                        "shardflake.worker.strategy=lease", "shardflake.worker.lease.call-timeout=10ms"),
                Case.onADatabase("negative clock skew",
                        "shardflake.worker.lease.clock-skew = PT-1S is not allowed: a duration of zero or more",
                        "shardflake.worker.strategy=lease", "shardflake.worker.lease.clock-skew=-1s"),
                Case.onADatabase("switching a worker id the lease did not pick",
                        "shardflake.worker.lease.clock-behind = switch-worker is not allowed: wait",
                        "shardflake.worker.id=3", "shardflake.worker.lease.clock-behind=switch-worker"),
                Case.onADatabase("lease shorter than two waits",
                        "shardflake.worker.lease.duration = PT1S is not allowed: at least twice "
                                + "shardflake.clock.max-wait (PT2S), so that a first id waiting for the previous "
                                + "holder's reservation cannot outlive the lease",
                        "shardflake.worker.strategy=lease", "shardflake.worker.lease.duration=1s"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void stopsTheApplicationNamingKeyValueAndRange(Case bad) {
        runner(bad).run(context -> {
            ShardflakeException failure = StartupFailure.of(context);
            assertThat(failure).isInstanceOf(InvalidConfigurationException.class);
            assertThat(failure.getMessage()).startsWith(bad.message());
            for (String text : bad.more()) {
                assertThat(failure.getMessage()).contains(text);
            }
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theFailureAnalyzerReportsTheProperty(Case bad) {
        runner(bad).run(context -> {
            InvalidConfigurationException failure = (InvalidConfigurationException) StartupFailure.of(context);
            FailureAnalysis analysis = new InvalidConfigurationFailureAnalyzer().analyze(context.getStartupFailure());
            assertThat(analysis).isNotNull();
            assertThat(analysis.getDescription()).contains("Property: " + failure.parameter())
                    .contains("Value: " + failure.value()).contains("Allowed: " + failure.allowed());
            assertThat(analysis.getAction()).contains(failure.parameter().split(" ")[0]);
        });
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("cases")
    void theMessageAndTheReportSpeakTheUsersLanguage(Case bad) {
        runner(bad).run(context -> {
            SpringWords.vocabulary().check(StartupFailure.of(context));
            FailureAnalysis analysis = new InvalidConfigurationFailureAnalyzer().analyze(context.getStartupFailure());
            SpringWords.vocabulary().check(analysis.getDescription() + "\n" + analysis.getAction());
        });
    }

    private static ApplicationContextRunner runner(Case bad) {
        ApplicationContextRunner runner = Runners.shardflake().withPropertyValues(bad.properties().toArray(String[]::new));
        return bad.dataSource() == null ? runner : runner.withBean(DataSource.class, bad::dataSource);
    }

    @Test
    void anUnknownStrategyIsRefusedNamingTheStrategies() {
        Runners.shardflake().withPropertyValues("shardflake.worker.strategy=zookeeper").run(context -> {
            assertThat(context).hasFailed();
            assertThat(context.getStartupFailure()).hasStackTraceContaining("shardflake.worker.strategy = zookeeper"
                    + " is not allowed: property, hostname-hash, statefulset, ip, lease or auto");
        });
    }
}
