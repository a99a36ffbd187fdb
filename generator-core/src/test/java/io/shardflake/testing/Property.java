package io.shardflake.testing;

import java.util.SplittableRandom;

/**
 * A property-based test: a generator, a check and a number of tries, on JUnit Jupiter (a test calls it from an
 * ordinary {@code @Test} method). Use: {@code Property.forAll(Gens.longs(0, 9)).tries(500).check(n -> ...)}.
 *
 * <p>The first tries (up to a quarter of them) take the generators' edge cases (see {@link Source}), the rest
 * random values. Every property of a run starts from the same seed, random unless {@code -Dshardflake.seed=N}
 * is given, so a run is repeatable. The first failing try fails the test with an {@link AssertionError} naming
 * the try, the seed and the sample, with the check's own failure as its cause.
 *
 * <p>There is <b>no shrinking</b>: the reported sample is the one that failed, not a minimal one. Generators
 * that favour small sizes and edge cases keep most failing samples readable.
 */
public final class Property<T> {

    /** The system property that fixes the seed: {@code mvn test -Dshardflake.seed=N}. */
    public static final String SEED_PROPERTY = "shardflake.seed";

    private static final long RUN_SEED = Long.getLong(SEED_PROPERTY, new SplittableRandom().nextLong());

    /** What a property checks; it fails by throwing, usually an assertion. */
    @FunctionalInterface
    public interface Check<T> {
        void check(T sample) throws Throwable;
    }

    private final Gen<T> gen;
    private final int tries;

    private Property(Gen<T> gen, int tries) {
        this.gen = gen;
        this.tries = tries;
    }

    /** A property over the values of {@code gen}, 1,000 tries unless {@link #tries(int)} says otherwise. */
    public static <T> Property<T> forAll(Gen<T> gen) {
        return new Property<>(gen, 1000);
    }

    public Property<T> tries(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("tries must be positive: " + count);
        }
        return new Property<>(gen, count);
    }

    /** @return the seed of this run, the same for every property */
    public static long seed() {
        return RUN_SEED;
    }

    /** Runs the check on {@link #tries(int) tries} samples; throws at the first failure. */
    public void check(Check<? super T> check) {
        SplittableRandom random = new SplittableRandom(RUN_SEED);
        int edgeTries = 1;
        for (int attempt = 0; attempt < tries; attempt++) {
            boolean edge = attempt < Math.min(edgeTries, tries / 4);
            Source source = new Source(random, edge ? attempt : -1);
            T sample = null;
            try {
                sample = gen.next(source);
                edgeTries = Math.max(edgeTries, source.mostEdgeCases());
                check.check(sample);
            } catch (Throwable failure) {
                throw new AssertionError(String.format("property failed on try %d of %d (%s), seed %d"
                        + " (rerun with -D%s=%d)%n  sample: %s%n  failure: %s", attempt + 1, tries,
                        edge ? "an edge case" : "random", RUN_SEED, SEED_PROPERTY, RUN_SEED, describe(sample),
                        failure), failure);
            }
        }
    }

    /** The sample printed so that NULs, surrogates and other invisible chars can be read and retyped. */
    static String describe(Object sample) {
        String text = String.valueOf(sample);
        StringBuilder out = new StringBuilder(sample instanceof String ? "\"" : "");
        for (int i = 0; i < text.length() && i < 4000; i++) {
            char c = text.charAt(i);
            out.append(c >= 0x20 && c < 0x7f && c != '\\' ? String.valueOf(c) : String.format("\\u%04x", (int) c));
        }
        return out.append(text.length() > 4000 ? "..." : "").append(sample instanceof String ? "\"" : "").toString();
    }
}
