package io.shardflake.spring;

import io.shardflake.IdLayout;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.WallClock;
import io.shardflake.shard.ShardFunction;
import io.shardflake.uuid.UuidV7Generator;
import io.shardflake.worker.WorkerIdSource;
import java.time.Instant;
import javax.sql.DataSource;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Shardflake for Spring Boot: a {@link SnowflakeGenerator} (and a {@link UuidV7Generator}) built from
 * {@link ShardflakeProperties}, its worker id chosen by {@code shardflake.worker.strategy} and, when the application
 * has a {@link DataSource}, leased or registered in it; with Hibernate on the classpath, the same generators handed
 * to Hibernate for {@code @SnowflakeId} and {@code @ShardflakeUuid}.
 *
 * <p>Each bean backs off when the application defines its own of the same type: an {@link IdLayout},
 * {@link ClockPolicy}, {@link WallClock}, {@link ShardFunction}, {@link UuidV7Generator} or
 * {@link SnowflakeGenerator} bean replaces the one built from properties; a {@link WorkerIdSource} bean replaces the
 * strategy (and is still registered when there is a database).
 *
 * <p>Runs after the DataSource is configured and before Hibernate's JPA configuration, which must find the
 * generator in its settings.
 */
@AutoConfiguration(afterName = "org.springframework.boot.jdbc.autoconfigure.DataSourceAutoConfiguration",
        beforeName = "org.springframework.boot.hibernate.autoconfigure.HibernateJpaAutoConfiguration")
@EnableConfigurationProperties(ShardflakeProperties.class)
public final class ShardflakeAutoConfiguration {

    @Bean
    @ConditionalOnMissingBean
    IdLayout shardflakeIdLayout(ShardflakeProperties properties) {
        return LayoutFactory.layout(properties.getLayout(), Instant.now());
    }

    @Bean
    @ConditionalOnMissingBean
    ClockPolicy shardflakeClockPolicy(ShardflakeProperties properties) {
        return ClockPolicyFactory.clockPolicy(properties.getClock());
    }

    /**
     * One wall clock for the generator and its lease: the lease's deadline and reservation must be in the time the
     * ids carry. The cheap ticking clock suits layouts of whole milliseconds; finer ones need the system clock.
     */
    @Bean
    @ConditionalOnMissingBean
    WallClock shardflakeWallClock(IdLayout layout) {
        boolean wholeMilliseconds = layout.tickMicros() % 1000 == 0 && layout.epochMicros() % 1000 == 0;
        return wholeMilliseconds ? WallClock.ticking() : WallClock.system();
    }

    @Bean
    @ConditionalOnMissingBean(SnowflakeGenerator.class)
    ShardflakeWorker shardflakeWorker(ShardflakeProperties properties, IdLayout layout, ClockPolicy policy,
            WallClock clock, ObjectProvider<WorkerIdSource> workerIdSource, ObjectProvider<DataSource> dataSource) {
        // getIfAvailable, not getIfUnique: two candidates without a @Primary fail here, naming them, instead of
        // quietly leaving the lease out (or the application's own source unused).
        return new WorkerIdChooser(properties.getWorker(), layout, policy, clock, dataSource.getIfAvailable(),
                properties.getShard().isSingleWriter()).choose(workerIdSource.getIfAvailable());
    }

    @Bean
    @ConditionalOnMissingBean
    SnowflakeGenerator shardflakeGenerator(ShardflakeProperties properties, IdLayout layout, ClockPolicy policy,
            WallClock clock, ShardflakeWorker worker) {
        return GeneratorFactory.generator(layout, policy, clock, worker, properties.getShard());
    }

    @Bean
    @ConditionalOnMissingBean
    UuidV7Generator shardflakeUuidV7Generator(ClockPolicy policy, WallClock clock) {
        return UuidV7Generator.builder().clockPolicy(policy).clock(clock, Sleepers.forClock(clock))
                .build();
    }

    /** Hashes keys to shards the way Hibernate's {@code @ShardKey} does, over {@code shardflake.shard.count}. */
    @Bean
    @ConditionalOnMissingBean
    ShardFunction shardflakeShardFunction(ShardflakeProperties properties, IdLayout layout) {
        return ShardFunction.hashing(ShardCount.resolve(properties.getShard().getCount(), layout));
    }

    /** Kept apart so that an application without Hibernate never loads the customizer's type. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(HibernatePropertiesCustomizer.class)
    static class HibernateConfiguration {

        @Bean
        ShardflakeHibernatePropertiesCustomizer shardflakeHibernatePropertiesCustomizer(
                ObjectProvider<SnowflakeGenerator> generator, ObjectProvider<UuidV7Generator> uuidV7,
                ObjectProvider<ShardFunction> shardFunction) {
            return new ShardflakeHibernatePropertiesCustomizer(generator, uuidV7, shardFunction);
        }
    }
}
