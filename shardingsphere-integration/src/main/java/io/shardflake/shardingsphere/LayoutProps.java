package io.shardflake.shardingsphere;

import io.shardflake.IdLayout;
import io.shardflake.config.Setting;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * The layout of the ids, from an algorithm's props, under the keys every integration uses without their
 * {@code shardflake.} prefix ({@code layout.preset}, or {@code layout.time-bits}, {@code layout.shard-bits},
 * {@code layout.worker-bits}, {@code layout.sequence-bits} in {@code layout.order}; then {@code layout.epoch} and
 * {@code layout.tick}), read by the core's settings model. The sharding algorithms and the key generator must read
 * ids alike, so all of them take exactly these keys.
 */
final class LayoutProps {

    /** The keys this class reads. */
    static final List<String> KEYS = Stream.of(Setting.LAYOUT_PRESET, Setting.LAYOUT_EPOCH, Setting.LAYOUT_TICK,
            Setting.LAYOUT_TIME_BITS, Setting.LAYOUT_SHARD_BITS, Setting.LAYOUT_WORKER_BITS,
            Setting.LAYOUT_SEQUENCE_BITS, Setting.LAYOUT_ORDER).map(Setting::path).toList();

    private LayoutProps() {
    }

    /**
     * @param props the algorithm's props
     * @return the layout
     * @throws io.shardflake.error.InvalidConfigurationException naming the key, the value and what is allowed
     */
    static IdLayout layout(AlgorithmProps props) {
        return AlgorithmProps.named(() -> props.settings().layout().build(Instant.now()));
    }
}
