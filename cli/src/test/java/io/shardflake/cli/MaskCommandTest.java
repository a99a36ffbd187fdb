package io.shardflake.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.publicid.KeyRing;
import io.shardflake.publicid.PublicIdKey;
import io.shardflake.publicid.PublicIdText;
import io.shardflake.publicid.PublicUuidText;
import io.shardflake.uuid.UuidVersion;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** {@code mask} and {@code unmask}: the core's public ids, from arguments or standard input, and back. */
class MaskCommandTest {

    /** Made with {@code openssl rand -hex 32} and {@code -hex 16} for this test; never use them for anything else. */
    private static final String KEY_1 = "bcbde4afa902b896c3a5dd6f92b6e926d4d3570800ffaedc1951f945e6c2abeb";
    private static final String KEY_2 = "17ca64fdaf1d86a014f64e9d4e02f6e2";

    @TempDir
    Path folder;

    private String keyFile;

    @BeforeEach
    void writeTheKeyFile() throws IOException {
        // As `openssl rand -hex 32 > public-id.key` writes it: one key, which is key 0.
        keyFile = Files.writeString(folder.resolve("public-id.key"), KEY_1 + "\n").toString();
    }

    @Test
    void masksIdsGivenAsArgumentsAsTheCoreDoesAndUnmasksThemBack() {
        CliRun masked = CliRun.of("mask", "--key-file", keyFile, "--prefix", "ord", "0", "1541815603606036480",
                "1ASD13XH1F800", "9223372036854775807");

        assertThat(masked.exitCode()).isZero();
        assertThat(masked.err()).isEmpty();
        PublicIdText core = PublicIdText.of(KeyRing.of(PublicIdKey.ofHex(0, KEY_1)), "ord");
        assertThat(masked.outLines()).containsExactly(core.mask(0), core.mask(1541815603606036480L),
                core.mask(1541815603606036480L), core.mask(Long.MAX_VALUE));
        assertThat(masked.outLines()).allMatch(line -> line.matches("ord_0[0-7][0-9A-HJKMNP-TV-Z]{12}"));

        CliRun unmasked = CliRun.of(args(List.of("unmask", "--key-file", keyFile, "--prefix", "ord"),
                masked.outLines()));
        assertThat(unmasked.outLines()).containsExactly("0", "1541815603606036480", "1541815603606036480",
                "9223372036854775807");
        CliRun base32 = CliRun.of(args(List.of("unmask", "--key-file", keyFile, "--prefix", "ord", "--format",
                "base32"), masked.outLines()));
        assertThat(base32.outLines()).containsExactly("0000000000000", "1ASD13XH1F800", "1ASD13XH1F800",
                "7ZZZZZZZZZZZZ");
    }

    @Test
    void readsOneIdALineFromStandardInputWhenGivenNone() {
        CliRun fromArgs = CliRun.of("mask", "--key-file", keyFile, "7", "8", "9");
        CliRun fromInput = CliRun.withInput("7\n\n8\r\n9", "mask", "--key-file", keyFile);

        assertThat(fromInput.exitCode()).isZero();
        assertThat(fromInput.out()).isEqualTo(fromArgs.out());
        assertThat(CliRun.withInput(fromArgs.out(), "unmask", "--key-file", keyFile).outLines())
                .containsExactly("7", "8", "9");
    }

    @ParameterizedTest
    @CsvSource(textBlock = """
            uuid-v7, 01890a5d-ac96-774b-bcce-b302099a8057, V7
            uuid-v6, 1ec9414c-232a-6b00-b3c8-9f6bdeced846, V6
            uuid-v1, c232ab00-9414-11ec-b3c8-9f6bdeced846, V1
            """)
    void masksUuidsOfTheTypeGiven(String type, String uuid, UuidVersion kind) {
        CliRun masked = CliRun.of("mask", "--key-file", keyFile, "--type", type, "--prefix", "ord", uuid);

        PublicUuidText core = PublicUuidText.of(KeyRing.of(PublicIdKey.ofHex(0, KEY_1)), kind, "ord");
        assertThat(masked.outLines()).containsExactly(core.mask(UUID.fromString(uuid)));
        assertThat(CliRun.of("unmask", "--key-file", keyFile, "--type", type, "--prefix", "ord", masked.out().strip())
                .outLines()).containsExactly(uuid);
    }

    @Test
    void aRotatedKeyFileMasksWithTheCurrentKeyAndStillUnmasksWhatTheOldOneMade() throws IOException {
        String oldFile = Files.writeString(folder.resolve("old.keys"), "1:" + KEY_1 + "\n").toString();
        String rotated = Files.writeString(folder.resolve("rotated.keys"),
                "# key 2 masks since the rotation; key 1 still reads older links\n1:" + KEY_1 + "\n2:" + KEY_2 + "\n")
                .toString();
        String old = CliRun.of("mask", "--key-file", oldFile, "--prefix", "ord", "42").out().strip();
        CliRun current = CliRun.of("mask", "--key-file", rotated, "--current-key", "2", "--prefix", "ord", "42");

        assertThat(old).startsWith("ord_1");
        assertThat(current.out()).startsWith("ord_2");
        assertThat(CliRun.of("unmask", "--key-file", rotated, "--current-key", "2", "--prefix", "ord", old,
                current.out().strip()).outLines()).containsExactly("42", "42");
    }

    @Test
    void refusesAPublicIdOfAnotherTypeNamingBoth() {
        String customer = CliRun.of("mask", "--key-file", keyFile, "--prefix", "cus", "42").out().strip();
        CliRun run = CliRun.of("unmask", "--key-file", keyFile, "--prefix", "ord", customer);

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("shardflake: invalid id \"" + customer + "\": a public id of type ord was "
                + "expected (ord_...), got one of type cus" + System.lineSeparator());
    }

    /** One spelling per public id, as mask writes it: lower case and Crockford's aliases are refused. */
    @Test
    void unmaskRefusesAnotherSpellingOfAValidPublicId() {
        String order = CliRun.of("mask", "--key-file", keyFile, "--prefix", "ord", "1541815603606036480").out().strip();
        assertThat(CliRun.of("unmask", "--key-file", keyFile, "--prefix", "ord", order).out().strip())
                .isEqualTo("1541815603606036480");

        for (String spelling : List.of(order.toLowerCase(java.util.Locale.ROOT), "ord_O" + order.substring(5),
                "ord_" + order.substring(4, 5).replace("0", "o") + order.substring(5).replace('1', 'I'))) {
            CliRun run = CliRun.of("unmask", "--key-file", keyFile, "--prefix", "ord", spelling);
            assertThat(run.exitCode()).as(spelling).isEqualTo(ShardflakeCli.USAGE);
            assertThat(run.err()).as(spelling).startsWith("shardflake: invalid id \"" + spelling + "\": character ")
                    .contains("is not Crockford base32 as Shardflake writes it");
        }
    }

    /** A key typed or copied from an example is refused, saying how to make one. */
    @Test
    void refusesAKeyThatFollowsAPatternSayingHowToMakeOne() throws IOException {
        String example = Files.writeString(folder.resolve("example.key"), "0123456789abcdef0123456789abcdef\n")
                .toString();

        CliRun run = CliRun.of("mask", "--key-file", example, "1");

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.err()).isEqualTo("shardflake: --key-file " + example + " is not allowed: ID:HEX entries"
                + " separated by commas or new lines (key id 0..31, 32, 48 or 64 hex digits), or one bare key, which is"
                + " key 0; entry 1 (key 0) is 128 bits that follow a pattern, 8 bytes in a row that step by the same"
                + " amount: random key material, such as openssl rand -hex 32 makes; a key typed or made up (a"
                + " placeholder, a sequence, a repeated block, a key from an example) is no secret"
                + System.lineSeparator());
    }

    @Test
    void namesTheLineOfABadValueOnStandardInput() {
        CliRun run = CliRun.withInput("7\n8 \n9\n", "mask", "--key-file", keyFile);

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.err()).startsWith("shardflake: line 2: invalid id \"8 \": ");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
            # arguments after the command and --key-file FILE     | error
            mask --prefix Ord 1                                   | --prefix Ord is not allowed: a type of 1 to 16 lower-case ASCII letters and digits, starting with a letter (e.g. ord), or "" for none
            mask --type locality 1                                | --type locality is not allowed: one of snowflake, uuid-v7, uuid-v6, uuid-v1
            mask --type uuid-v7 --format decimal 01890a5d-ac96-774b-bcce-b302099a8057 | --format does not apply to --type uuid-v7
            mask --type uuid-v7 c232ab00-9414-11ec-b3c8-9f6bdeced846 | invalid id "c232ab00-9414-11ec-b3c8-9f6bdeced846": version 1; expected version 7
            mask --format hex 1                                   | --format hex is not allowed: one of "decimal", "base32"
            mask 1234567890123                                    | invalid id "1234567890123": 13 digits read two ways: as decimal 1234567890123, as Crockford base32 1228503247364293699; name the form: decimal or base32 (with --format)
            mask -1                                               | invalid id "-1": a sign is not accepted: ids are non-negative (the sign bit is always 0) and written without one
            mask --current-key 3 1                                | --current-key 3 is not allowed: the id of a key in the ring of --key-file: 0
            mask --current-key x 1                                | --current-key x is not allowed: a key id, 0..31
            unmask ord_0000000000000                              | invalid id "ord_0000000000000": a public id without a type prefix was expected, got one of type ord
            unmask 00000000000000000                              | invalid id "00000000000000000": 14 characters expected (a key digit and 13 characters of Crockford base32), got 17
            unmask 10000000000000                                 | invalid id "10000000000000": it names key 1, which is not in the key ring (keys 0)
            """)
    void refusesBadValuesInOneLine(String arguments, String error) {
        List<String> words = List.of(arguments.split(" "));
        CliRun run = CliRun.of(args(List.of(words.get(0), "--key-file", keyFile), words.subList(1, words.size())));

        assertThat(run.exitCode()).isEqualTo(ShardflakeCli.USAGE);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("shardflake: " + error + System.lineSeparator());
    }

    @Test
    void refusesAMissingOrBadKeyFileWithoutShowingTheKey() throws IOException {
        String shortKey = Files.writeString(folder.resolve("short.key"), KEY_2.substring(2)).toString();
        String twoKeys = Files.writeString(folder.resolve("two.keys"), "1:" + KEY_1 + "\n2:" + KEY_2).toString();

        assertThat(CliRun.of("mask", "1").err()).isEqualTo("shardflake: Missing required option: '--key-file=FILE'"
                + " (see shardflake mask --help)" + System.lineSeparator());
        assertThat(CliRun.of("mask", "--key-file", folder.resolve("none").toString(), "1").err())
                .isEqualTo("shardflake: --key-file " + folder.resolve("none") + " is not allowed: the path of a"
                        + " readable file holding the key ring; there is no such file" + System.lineSeparator());
        assertThat(CliRun.of("mask", "--key-file", shortKey, "1").err())
                .contains("--key-file " + shortKey + " is not allowed: ", "entry 1 (key 0) is 30 hex digits (120 bits)")
                .doesNotContain(KEY_2.substring(2, 12));
        assertThat(CliRun.of("unmask", "--key-file", twoKeys, "10000000000000").err())
                .isEqualTo("shardflake: --current-key is required: the id of the key that masks, one of 1, 2: the"
                        + " ring in --key-file has several keys" + System.lineSeparator());
    }

    private static String[] args(List<String> first, List<String> rest) {
        return Stream.concat(first.stream(), rest.stream()).toArray(String[]::new);
    }
}
