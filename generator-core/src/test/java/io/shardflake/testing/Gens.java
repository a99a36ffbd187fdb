package io.shardflake.testing;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Function;

/** The primitive generators: numbers, characters, strings, choices. */
public final class Gens {

    /** Characters that break parsers: NUL, space, non-ASCII digits and letters, lone surrogates, U+FFFF. */
    private static final String AWKWARD_CHARS = "\u0000 0aZ-\u007f\u00e9\u0131\u0660\uff10\ud800\udfff\uffff";

    private Gens() {
    }

    /** Longs in {@code [min, max]}; edge cases 0, 1, -1, min, max, min + 1, max - 1, then ±2^k, ±2^k ± 1. */
    public static Gen<Long> longs(long min, long max) {
        if (min > max) {
            throw new IllegalArgumentException("empty range [" + min + ", " + max + "]");
        }
        Set<Long> edges = new LinkedHashSet<>(List.of(0L, 1L, -1L, min, max, min + 1, max - 1));
        for (int k = 1; k < 63; k++) {
            for (long power : new long[] {1L << k, -(1L << k)}) {
                edges.addAll(List.of(power, power - 1, power + 1));
            }
        }
        edges.removeIf(edge -> edge < min || edge > max);
        List<Long> edgeCases = List.copyOf(edges);
        return s -> s.pick(edgeCases, r -> between(r, min, max));
    }

    /** Any long, edge cases as in {@link #longs(long, long)}. */
    public static Gen<Long> longs() {
        return longs(Long.MIN_VALUE, Long.MAX_VALUE);
    }

    /** Ints in {@code [min, max]}, edge cases as in {@link #longs(long, long)}. */
    public static Gen<Integer> ints(int min, int max) {
        return longs(min, max).map(Long::intValue);
    }

    public static Gen<Boolean> booleans() {
        return of(false, true);
    }

    /** One of the values, uniformly; the first and last are the edge cases. */
    @SafeVarargs
    public static <T> Gen<T> of(T... values) {
        List<T> choices = new ArrayList<>();
        for (T value : values) {
            choices.add(value);
        }
        List<T> edgeCases = List.of(choices.get(0), choices.get(choices.size() - 1));
        return s -> s.pick(edgeCases, r -> choices.get(r.nextInt(choices.size())));
    }

    public static <T> Gen<T> constant(T value) {
        return s -> value;
    }

    /** Any char from U+0000 to U+FFFF (surrogates included); edge cases are characters that break parsers. */
    public static Gen<Character> chars() {
        return charsWithEdges(AWKWARD_CHARS, r -> (char) r.nextInt(Character.MAX_VALUE + 1));
    }

    /** The characters of {@code alphabet}; its first and last are the edge cases. */
    public static Gen<Character> charsFrom(String alphabet) {
        String edges = alphabet.substring(0, 1) + alphabet.charAt(alphabet.length() - 1);
        return charsWithEdges(edges, r -> alphabet.charAt(r.nextInt(alphabet.length())));
    }

    /** Strings of {@code min} to {@code max} chars; edge-case lengths include min, 1 and max (a long string). */
    public static Gen<String> strings(Gen<Character> chars, int min, int max) {
        return chars.list(min, max).map(list -> {
            StringBuilder text = new StringBuilder(list.size());
            list.forEach(text::append);
            return text.toString();
        });
    }

    /** Any strings up to {@code max} chars long, of {@link #chars()}. */
    public static Gen<String> strings(int max) {
        return strings(chars(), 0, max);
    }

    /** Two values made together into one, e.g. {@code both(ids, seeds, Spelling::new)}; each keeps its edge cases. */
    public static <A, B, T> Gen<T> both(Gen<? extends A> first, Gen<? extends B> second,
            BiFunction<? super A, ? super B, ? extends T> make) {
        return s -> make.apply(first.next(s), second.next(s));
    }

    /** One of the generators, uniformly (in turn during the edge-case tries). */
    @SafeVarargs
    public static <T> Gen<T> oneOf(Gen<? extends T>... gens) {
        List<Weighted<T>> weighted = new ArrayList<>();
        for (Gen<? extends T> gen : gens) {
            weighted.add(weight(1, gen));
        }
        return frequency(weighted);
    }

    /** A generator with a weight, for {@link #frequency}. */
    public record Weighted<T>(int weight, Gen<? extends T> gen) {
    }

    public static <T> Weighted<T> weight(int weight, Gen<? extends T> gen) {
        return new Weighted<>(weight, gen);
    }

    /** One of the generators, chosen in proportion to the weights (in turn during the edge-case tries). */
    @SafeVarargs
    public static <T> Gen<T> frequency(Weighted<? extends T>... choices) {
        List<Weighted<? extends T>> list = new ArrayList<>();
        for (Weighted<? extends T> choice : choices) {
            list.add(choice);
        }
        return frequency(list);
    }

    private static <T> Gen<T> frequency(List<? extends Weighted<? extends T>> choices) {
        int total = choices.stream().mapToInt(Weighted::weight).sum();
        List<Integer> inTurn = new ArrayList<>();
        for (int i = 0; i < choices.size(); i++) {
            inTurn.add(i);
        }
        return s -> {
            int chosen = 0;
            if (s.isEdgeTry()) {
                chosen = s.pick(inTurn, r -> 0);
            } else {
                for (int left = s.random().nextInt(total); left >= choices.get(chosen).weight(); chosen++) {
                    left -= choices.get(chosen).weight();
                }
            }
            return choices.get(chosen).gen().next(s);
        };
    }

    private static Gen<Character> charsWithEdges(String edges, Function<SplittableRandom, Character> otherwise) {
        List<Character> edgeCases = edges.chars().mapToObj(c -> (char) c).toList();
        return s -> s.pick(edgeCases, otherwise);
    }

    private static long between(SplittableRandom random, long min, long max) {
        if (max < Long.MAX_VALUE) {
            return random.nextLong(min, max + 1);
        }
        return min > Long.MIN_VALUE ? random.nextLong(min - 1, max) + 1 : random.nextLong();
    }
}
