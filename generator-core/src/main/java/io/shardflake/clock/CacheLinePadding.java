package io.shardflake.clock;

/**
 * 128 bytes of nothing, for a subclass to declare its hot fields after.
 *
 * <p>Why: a field that one core writes on every call must not share a cache line (64 bytes; some CPUs fetch lines
 * in pairs, hence 128) with fields that other cores read or write, or each write makes them miss. The JDK's
 * {@code @Contended} does this but needs {@code -XX:-RestrictContended} outside the JDK. HotSpot lays out a
 * superclass's fields before its subclasses', so fields declared in a subclass of this class start at least 128
 * bytes into the object, and the class that ends the hierarchy declares 128 bytes of padding after them. The
 * {@code int} fills the gap behind the object header, so that no small field of a subclass is moved there, in front
 * of the padding.
 */
abstract class CacheLinePadding {
    int gap;
    long p01, p02, p03, p04, p05, p06, p07, p08, p09, p10, p11, p12, p13, p14, p15, p16;
}
