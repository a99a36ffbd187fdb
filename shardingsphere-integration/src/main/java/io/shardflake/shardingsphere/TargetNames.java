package io.shardflake.shardingsphere;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.Collection;
import java.util.List;
import org.jspecify.annotations.Nullable;

/**
 * Finds target number {@code n} among ShardingSphere's available targets by the number a name ends in:
 * {@code ds_2} and {@code orders_2} are target 2, as in the names ShardingSphere makes for {@code autoTables} and
 * the ones its inline expressions ({@code ds_${0..3}}) make. The whole trailing number counts, so {@code ds_12} is
 * never target 2.
 */
final class TargetNames {

    private TargetNames() {
    }

    /** @return the available target whose name ends in {@code number}, or null */
    static @Nullable String find(Collection<String> available, int number) {
        for (String name : available) {
            if (trailingNumber(name) == number) {
                return name;
            }
        }
        return null;
    }

    /** @return the available targets whose names end in one of {@code numbers}, in ShardingSphere's order */
    static List<String> findAll(Collection<String> available, BitSet numbers) {
        List<String> found = new ArrayList<>();
        for (String name : available) {
            int number = trailingNumber(name);
            if (number >= 0 && numbers.get(number)) {
                found.add(name);
            }
        }
        return found;
    }

    /** @return the number a name ends in, or -1 when it ends in no digit (or in more than fit an int) */
    static int trailingNumber(String name) {
        int start = name.length();
        while (start > 0 && name.charAt(start - 1) >= '0' && name.charAt(start - 1) <= '9') {
            start--;
        }
        if (start == name.length() || name.length() - start > 9) {
            return -1;
        }
        return Integer.parseInt(name.substring(start));
    }
}
