package io.shardflake.spring;

import io.shardflake.config.ShardflakeConfig;
import java.util.Map;
import org.springframework.core.convert.converter.Converter;

/**
 * {@code shardflake.layout=twitter}, Hibernate's former way to name a preset: Spring would try to bind the text to
 * the layout group and fail without a word on what to write instead. The core refuses it here, naming
 * {@code shardflake.layout.preset}, as Hibernate's settings do.
 */
final class RetiredLayoutKey implements Converter<String, ShardflakeProperties.Layout> {

    /**
     * @throws io.shardflake.config.InvalidSettingException always, naming the key that replaced it
     */
    @Override
    public ShardflakeProperties.Layout convert(String preset) {
        ShardflakeConfig.read(Map.of(ShardflakeProperties.PREFIX + "layout", preset));
        throw new IllegalStateException("the core took " + preset + " under the retired key shardflake.layout");
    }
}
