package io.shardflake.testing;

import java.util.List;
import java.util.SplittableRandom;
import java.util.function.Function;

/**
 * What a {@link Gen} draws from during one try: the property's {@link SplittableRandom} and, in the first tries,
 * an edge-case index. In edge-case try {@code k} the {@code i}-th {@link #pick} of the try returns edge case
 * {@code k + i} (cycling), so that the parts of a combined value take different edge cases; in a random try it
 * returns a random edge case one time in eight and a random value otherwise.
 */
public final class Source {

    private final SplittableRandom random;
    private final int edgeTry;
    private int picks;
    private int mostEdgeCases;

    Source(SplittableRandom random, int edgeTry) {
        this.random = random;
        this.edgeTry = edgeTry;
    }

    /** @return the property's random numbers, for generators written by hand */
    public SplittableRandom random() {
        return random;
    }

    /** @return whether this try is one of the edge-case tries */
    public boolean isEdgeTry() {
        return edgeTry >= 0;
    }

    /** An edge case or a random value, as the class comment says. */
    public <T> T pick(List<? extends T> edgeCases, Function<SplittableRandom, ? extends T> otherwise) {
        mostEdgeCases = Math.max(mostEdgeCases, edgeCases.size());
        if (edgeCases.isEmpty()) {
            return otherwise.apply(random);
        }
        if (edgeTry >= 0) {
            return edgeCases.get((edgeTry + picks++) % edgeCases.size());
        }
        return random.nextInt(8) == 0 ? edgeCases.get(random.nextInt(edgeCases.size())) : otherwise.apply(random);
    }

    /** The same random numbers with no edge cases forced, for retries. */
    Source randomOnly() {
        return new Source(random, -1);
    }

    /** @return the longest edge-case list picked from so far: how many edge-case tries are worth running */
    int mostEdgeCases() {
        return mostEdgeCases;
    }
}
