package io.shardflake.benchmarks;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.publicid.IdPermutation;
import io.shardflake.publicid.KeyRing;
import io.shardflake.publicid.PublicIdKey;
import io.shardflake.publicid.PublicIdText;
import io.shardflake.publicid.PublicUuidText;
import io.shardflake.publicid.UuidMask;
import io.shardflake.uuid.UuidV7Generator;
import io.shardflake.uuid.UuidVersion;
import java.util.List;
import java.util.UUID;
import org.hashids.Hashids;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Setup;
import org.sqids.Sqids;

/**
 * What a public id costs per id, beside what users reach for today to hide ids in URLs: masking and unmasking
 * ({@code io.shardflake.publicid}: FF1 over AES), and Sqids and Hashids encoding and decoding the same ids.
 *
 * <p>The ids are 1,024 consecutive ids of a Twitter-layout generator (and 1,024 version 7 UUIDs), made in setup and
 * taken in turn, so that every call works on another id, as in an application, and no branch learns one.
 *
 * <ul>
 *   <li>{@code maskText}, {@code unmaskText}: {@link PublicIdText} with a type, {@code "ord_"} and 14 characters:
 *       what an application shows. The comparable rows are Sqids' and Hashids'.
 *   <li>{@code mask}, {@code unmask}: {@link IdPermutation}, 63-bit id to 63-bit id, no text: the goal of issue 24
 *       (at most 1 µs) is for this one.
 *   <li>{@code maskUuidText}, {@code unmaskUuidText}, {@code maskUuid}, {@code unmaskUuid}: the same for UUID v7.
 *   <li>{@code sqidsEncode}, {@code sqidsDecode}: Sqids 0.1.0, default alphabet and block list, the id as a
 *       one-element list (its API).
 *   <li>{@code hashidsEncode}, {@code hashidsDecode}: Hashids 1.0.3 with a salt. It refuses numbers above 2^53
 *       (for JavaScript's sake), and a Snowflake id of 2026 is about 2^60, so the id is encoded as its two 32-bit
 *       halves: the only way Hashids takes it.
 * </ul>
 *
 * Not in the default passes: {@code run.sh --passes publicid}, or
 * {@code java -jar benchmarks/target/benchmarks.jar PublicIdBenchmark -prof gc}.
 */
public class PublicIdBenchmark extends NanosPerCallBenchmark {

    /** A power of two, so that the next index is a mask. */
    private static final int IDS = 1024;

    /** A key for benchmarks only: written out so that runs are alike. */
    private static final String KEY = "3f1e5d7c9b2a48607f1e3d5c7b9a28466f0e2d4c6b8a19375e7d9c1b3a5f4e2d";

    private final long[] ids = new long[IDS];
    private final long[] masked = new long[IDS];
    private final String[] texts = new String[IDS];
    private final UUID[] uuids = new UUID[IDS];
    private final UUID[] maskedUuids = new UUID[IDS];
    private final String[] uuidTexts = new String[IDS];
    private final String[] sqidsTexts = new String[IDS];
    private final String[] hashidsTexts = new String[IDS];
    private int next;

    private IdPermutation permutation;
    private PublicIdText text;
    private UuidMask uuidMask;
    private PublicUuidText uuidText;
    private Sqids sqids;
    private Hashids hashids;

    /** Makes the ids, the masks and the other libraries' encoders, and every value the decoding rows read. */
    @Setup
    public void setUp() {
        PublicIdKey key = PublicIdKey.ofHex(1, KEY);
        permutation = IdPermutation.of(key, "ord");
        text = PublicIdText.of(KeyRing.of(key), "ord");
        uuidMask = UuidMask.of(key, UuidVersion.V7, "ord");
        uuidText = PublicUuidText.of(KeyRing.of(key), UuidVersion.V7, "ord");
        sqids = Sqids.builder().build();
        hashids = new Hashids("shardflake benchmarks");
        SnowflakeGenerator snowflake = SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(7).build();
        UuidV7Generator v7 = UuidV7Generator.builder().build();
        for (int i = 0; i < IDS; i++) {
            ids[i] = snowflake.nextId();
            masked[i] = permutation.mask(ids[i]);
            texts[i] = text.mask(ids[i]);
            uuids[i] = v7.next();
            maskedUuids[i] = uuidMask.mask(uuids[i]);
            uuidTexts[i] = uuidText.mask(uuids[i]);
            sqidsTexts[i] = sqids.encode(List.of(ids[i]));
            hashidsTexts[i] = hashids.encode(ids[i] >>> 32, ids[i] & 0xFFFF_FFFFL);
        }
    }

    private int index() {
        next = next + 1 & IDS - 1;
        return next;
    }

    /** @return the masked id */
    @Benchmark
    public long mask() {
        return permutation.mask(ids[index()]);
    }

    /** @return the id */
    @Benchmark
    public long unmask() {
        return permutation.unmask(masked[index()]);
    }

    /** @return the public id's text */
    @Benchmark
    public String maskText() {
        return text.mask(ids[index()]);
    }

    /** @return the id */
    @Benchmark
    public long unmaskText() {
        return text.unmask(texts[index()]);
    }

    /** @return the public version 4 UUID */
    @Benchmark
    public UUID maskUuid() {
        return uuidMask.mask(uuids[index()]);
    }

    /** @return the version 7 UUID */
    @Benchmark
    public UUID unmaskUuid() {
        return uuidMask.unmask(maskedUuids[index()]);
    }

    /** @return the public UUID's text */
    @Benchmark
    public String maskUuidText() {
        return uuidText.mask(uuids[index()]);
    }

    /** @return the version 7 UUID */
    @Benchmark
    public UUID unmaskUuidText() {
        return uuidText.unmask(uuidTexts[index()]);
    }

    /** @return Sqids' text of the id */
    @Benchmark
    public String sqidsEncode() {
        return sqids.encode(List.of(ids[index()]));
    }

    /** @return the id */
    @Benchmark
    public long sqidsDecode() {
        return sqids.decode(sqidsTexts[index()]).get(0);
    }

    /** @return Hashids' text of the id's two halves */
    @Benchmark
    public String hashidsEncode() {
        long id = ids[index()];
        return hashids.encode(id >>> 32, id & 0xFFFF_FFFFL);
    }

    /** @return the id */
    @Benchmark
    public long hashidsDecode() {
        long[] halves = hashids.decode(hashidsTexts[index()]);
        return halves[0] << 32 | halves[1];
    }
}
