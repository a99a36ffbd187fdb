package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class HelpTest {

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"--help", "-h"})
    void topLevelHelpListsTheCommandsAndExitCodes(String flag) {
        CliRun run = CliRun.of(flag);

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo("""
                Usage: shardflake [-hV] COMMAND

                Makes, reads and plans 64-bit Shardflake ids; makes and reads UUIDs (RFC 9562
                versions 1, 6 and 7, Groupon Locality vB) and sharded PHP uniqids; masks ids as
                public ids and back; names the process that made an id and audits the lease's
                history.

                Options:
                  -h, --help      show this help
                  -V, --version   show the version, and the commit and time it was built from

                Commands:
                  next    Makes ids (snowflake, UUID, Locality, uniqid), one per line.
                  decode  Tells an id's kind and reads its time (in UTC) and fields.
                  layout  Shows a preset layout, or lists them.
                  plan    Proposes a layout for a number of nodes, a rate and a life.
                  mask    Turns ids into public ids, one per line.
                  unmask  Turns public ids back into ids, one per line.
                  whois   Names the process that made an id, from the lease's history.
                  audit   Checks that no two holders of a worker id may have made the same id.

                Exit codes:
                  0   done
                  1   failed, no layout fits, or whois or audit found a fault
                  2   bad input

                Run shardflake COMMAND --help for a command's options.
                """.replace("\n", System.lineSeparator()));
    }

    @ParameterizedTest(name = "{0} --help")
    @ValueSource(strings = {"next", "decode", "layout", "plan", "mask", "unmask", "whois", "audit"})
    void everyCommandHasHelpThatNamesItsOptions(String command) {
        CliRun run = CliRun.of(command, "--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).startsWith("Usage: shardflake " + command).contains("-h, --help");
        assertThat(CliRun.of(command, "-h").out()).isEqualTo(run.out());
    }

    @Test
    void versionSaysWhatTheManifestSaysAndUnknownOutsideAJar() {
        CliRun run = CliRun.of("--version");

        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        // These tests run from target/classes, which has no manifest; JarManifestTest runs the jar itself.
        assertThat(run.outLines()).containsExactly("shardflake unknown", "commit unknown", "built unknown");
    }

    @Test
    void helpWinsOverOtherArgumentsEvenBadOnes() {
        assertThat(CliRun.of("next", "--worker", "99999", "--help").exitCode()).isZero();
        assertThat(CliRun.of("next", "--wrker", "3", "--help").exitCode()).isZero();
        assertThat(CliRun.of("decode", "not-an-id", "-h").out()).startsWith("Usage: shardflake decode [-h]");
    }

    @Test
    void eachHelpShowsItsOwnOptions() {
        // picocli writes an option's value after "=": --layout=PRESET; "--layout PRESET" is read the same.
        assertThat(CliRun.of("next", "--help").out()).contains("--layout=PRESET", "--worker=N", "--shard=N",
                "--count=N", "--format=FORMAT");
        assertThat(CliRun.of("next", "--help").out()).contains("--type=TYPE", "--node=HEX12", "--sequential",
                "--shards=N", "--prefix", "snowflake (default), uuid-v1, uuid-v6, uuid-v7,");
        assertThat(CliRun.of("decode", "--help").out()).contains("--layout=PRESET", "--epoch=INSTANT",
                "--type=TYPE", "--shards=N", "--type uniqid reads it as a uniqid");
        assertThat(CliRun.of("layout", "--help").out()).startsWith("Usage: shardflake layout [-h] (--list | PRESET)");
        assertThat(CliRun.of("plan", "--help").out()).contains("--nodes=N", "--rate=R", "--years=Y", "--shards=S");
        assertThat(CliRun.of("mask", "--help").out()).contains("--key-file=FILE", "--current-key=N", "--prefix=TYPE",
                "--type=TYPE", "--format=FORM", "[ID...]", "one per line on standard input.");
        assertThat(CliRun.of("unmask", "--help").out()).contains("--key-file=FILE", "--prefix=TYPE", "--type=TYPE",
                "--format=FORM", "[TEXT...]", "gives some id");
    }
}
