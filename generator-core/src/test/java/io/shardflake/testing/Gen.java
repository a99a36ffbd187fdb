package io.shardflake.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * Makes one value per call from a {@link Source} (a {@link java.util.SplittableRandom} and the try's edge-case
 * index). Combine generators with a lambda, {@code s -> new Pair(a.next(s), b.next(s))}: every part still
 * gets its edge cases first. The primitive generators are in {@link Gens}.
 */
@FunctionalInterface
public interface Gen<T> {

    T next(Source source);

    default <R> Gen<R> map(Function<? super T, ? extends R> mapper) {
        return s -> mapper.apply(next(s));
    }

    /** A generator chosen by a value, e.g. a length and then that many characters. */
    default <R> Gen<R> flatMap(Function<? super T, ? extends Gen<? extends R>> then) {
        return s -> then.apply(next(s)).next(s);
    }

    /** Only the values {@code keep} accepts (random values once the edge case is refused; 1,000 attempts). */
    default Gen<T> filter(Predicate<? super T> keep) {
        return s -> {
            Source from = s;
            for (int attempt = 0; attempt < 1000; attempt++, from = s.randomOnly()) {
                T value = next(from);
                if (keep.test(value)) {
                    return value;
                }
            }
            throw new IllegalStateException("the filter refused 1,000 values in a row");
        };
    }

    /** Lists of {@code min} to {@code max} values; their sizes get the edge cases of {@link Gens#ints}. */
    default Gen<List<T>> list(int min, int max) {
        Gen<Integer> sizes = Gens.ints(min, max);
        return s -> {
            int size = sizes.next(s);
            List<T> values = new ArrayList<>(size);
            for (int i = 0; i < size; i++) {
                values.add(next(s));
            }
            return values;
        };
    }
}
