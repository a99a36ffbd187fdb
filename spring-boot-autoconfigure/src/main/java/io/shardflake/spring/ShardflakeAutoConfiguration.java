package io.shardflake.spring;

import io.shardflake.snapshot.SnapshotAware;
import io.shardflake.worker.lease.ScheduledLeaseAudit;
import java.util.ArrayList;
import java.util.List;

import io.shardflake.IdLayout;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.clock.ClockPolicy;
import io.shardflake.clock.WallClock;
import io.shardflake.config.ShardflakeConfig;
import io.shardflake.config.WorkerChoice;
import io.shardflake.config.WorkerChooser;
import io.shardflake.config.WorkerDatabase;
import io.shardflake.locality.LocalityUuidGenerator;
import io.shardflake.shard.ShardFunction;
import io.shardflake.uniqid.UniqidGenerator;
import io.shardflake.uuid.UuidV1Generator;
import io.shardflake.uuid.UuidV6Generator;
import io.shardflake.uuid.UuidV7Generator;
import io.shardflake.worker.WorkerIdSource;
import io.shardflake.worker.lease.TenureHistory;
import java.time.Duration;
import java.time.Instant;
import javax.sql.DataSource;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.springframework.beans.factory.BeanFactory;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.config.ConfigurableListableBeanFactory;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.autoconfigure.AutoConfiguration;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.context.properties.ConfigurationPropertiesBinding;
import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.boot.jdbc.EmbeddedDatabaseConnection;
import org.springframework.boot.sql.init.dependency.DatabaseInitializationDependencyConfigurer;
import org.springframework.boot.sql.init.dependency.DependsOnDatabaseInitialization;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Import;
import org.springframework.core.env.Environment;
import org.springframework.dao.DataAccessException;
import org.springframework.orm.jpa.hibernate.LocalSessionFactoryBean;
import org.springframework.util.ClassUtils;

/**
 * Shardflake for Spring Boot: a {@link SnowflakeGenerator} built from {@link ShardflakeProperties}, its worker id
 * chosen by {@code shardflake.worker.strategy} and, when the application has a {@link DataSource}, leased or
 * registered in it; a generator of every other kind ({@link UuidV7Generator}, {@link UuidV6Generator},
 * {@link UuidV1Generator}, {@link LocalityUuidGenerator}, {@link UniqidGenerator}) on the same clock policy and wall
 * clock; with Hibernate, all of them handed to every persistence unit for {@code @SnowflakeId},
 * {@code @ShardflakeUuid} and {@code @UniqidId}, so that Hibernate never builds one of its own.
 *
 * <p>Each bean backs off when the application defines its own of the same type: an {@link IdLayout},
 * {@link ClockPolicy}, {@link WallClock}, {@link ShardFunction} or generator bean replaces the one built from
 * properties; a {@link WorkerIdSource} bean replaces the strategy (and is still registered when there is a
 * database). Several beans of a generator type need one marked {@code @Primary}, or the startup fails naming them.
 *
 * <p>Runs after the DataSource is configured and before Hibernate's JPA configuration, which must find the
 * generator in its settings.
 */
@AutoConfiguration(afterName = {BootLine.DATA_SOURCE_4, BootLine.DATA_SOURCE_3},
        beforeName = {BootLine.HIBERNATE_JPA_4, BootLine.HIBERNATE_JPA_3})
@EnableConfigurationProperties(ShardflakeProperties.class)
public final class ShardflakeAutoConfiguration {

    private static final Log LOG = LogFactory.getLog(ShardflakeAutoConfiguration.class);

    /** Refuses the retired {@code shardflake.layout=<preset>}, naming its replacement, while Spring binds. */
    @Bean
    @ConfigurationPropertiesBinding
    static RetiredLayoutKey shardflakeRetiredLayoutKey() {
        return new RetiredLayoutKey();
    }

    /** The properties, read once by the core's settings model: the same checks and messages as Hibernate's. */
    @Bean
    ShardflakeConfig shardflakeConfig(ShardflakeProperties properties) {
        return PropertiesSettings.read(properties);
    }

    @Bean
    @ConditionalOnMissingBean
    IdLayout shardflakeIdLayout(ShardflakeConfig config) {
        return config.layout().build(Instant.now());
    }

    @Bean
    @ConditionalOnMissingBean
    ClockPolicy shardflakeClockPolicy(ShardflakeConfig config) {
        return config.clockPolicy();
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

    /**
     * Claims (or registers) the worker id. Depends on database initialization: Flyway, Liquibase and Boot's SQL
     * scripts run first, so a lease table their migrations create exists before the claim, however early a
     * component injects the generator.
     */
    @Bean
    @ConditionalOnMissingBean(SnowflakeGenerator.class)
    @DependsOnDatabaseInitialization
    ShardflakeWorker shardflakeWorker(ShardflakeProperties properties, ShardflakeConfig config, IdLayout layout,
            ClockPolicy policy,
            WallClock clock, ObjectProvider<WorkerIdSource> workerIdSource, ObjectProvider<DataSource> dataSource,
            @ShardflakeLeaseDataSource ObjectProvider<DataSource> leaseDataSource, Environment environment) {
        // getIfAvailable, not getIfUnique: two candidates without a @Primary fail here, naming them, instead of
        // quietly leaving the lease out (or the application's own source unused).
        // A @ShardflakeLeaseDataSource settles it without touching the application's DataSource, which may itself
        // need the lease table (a sharding engine that declares it).
        DataSource qualified = leaseDataSource.getIfAvailable();
        DataSource application = qualified != null ? null : dataSource.getIfAvailable();
        if ((qualified != null || application != null) && config.worker().lease().enabled() && !BOOT_JDBC) {
            throw new IllegalStateException("The application has a DataSource bean, which Shardflake leases its "
                    + "worker id in (shardflake.worker.lease.enabled = true), but not Spring Boot's JDBC support ("
                    + BOOT_JDBC_CLASS + "), which the lease needs to derive its connections and to tell an embedded "
                    + "database: add org.springframework.boot:spring-boot-jdbc (any spring-boot-starter-jdbc or "
                    + "-data-* brings it), or set shardflake.worker.lease.enabled=false with shardflake.worker.id");
        }
        DataSource lease = application == null && qualified == null || !config.worker().lease().enabled() ? null
                : LeaseDataSource.of(properties.getWorker().getLease().getConnection(), application, qualified);
        // The application's own pool is borrowed from per call; a dedicated DataSource keeps one connection.
        boolean pooled = lease != null && lease == application;
        WorkerDatabase database = lease == null ? null : new WorkerDatabase(lease, isEmbedded(lease), pooled,
                environment.getProperty("spring.application.name", ""));
        WorkerChoice choice = new WorkerChooser(config, layout, policy, clock, database, NO_DATA_SOURCE)
                .choose(workerIdSource.getIfAvailable());
        if (choice.warning() != null) {
            LOG.warn(choice.warning());
        }
        TenureHistory history = lease == null || choice.lease() == null || !config.worker().lease().history() ? null
                : TenureHistory.of(lease, config.worker().lease().table(), HISTORY_READ_TIMEOUT);
        return ShardflakeWorker.of(choice, history);
    }

    /** How long one read of the lease's history may take (the id endpoint's, the audit's). */
    static final Duration HISTORY_READ_TIMEOUT = Duration.ofSeconds(5);

    /**
     * Checks the lease's history every {@code shardflake.worker.lease.audit.interval}, on a thread of its own; inert
     * without a history or with the interval 0.
     */
    @Bean
    ScheduledLeaseAudit shardflakeLeaseAudit(ObjectProvider<ShardflakeWorker> worker, ShardflakeProperties properties) {
        ShardflakeWorker bean = worker.getIfAvailable();
        return ScheduledLeaseAudit.start(bean == null ? null : bean.history().orElse(null),
                properties.getWorker().getLease().getAudit().getInterval(),
                "shardflake.worker.lease.audit.interval");
    }

    /**
     * Spring Boot's JDBC support: in Spring Boot 4 a module of its own ({@code spring-boot-jdbc}), which an application
     * without JDBC does not have, and which Shardflake does not bring (its version is the application's to choose).
     */
    private static final String BOOT_JDBC_CLASS = "org.springframework.boot.jdbc.DataSourceBuilder";
    private static final boolean BOOT_JDBC = ClassUtils.isPresent(BOOT_JDBC_CLASS,
            ShardflakeAutoConfiguration.class.getClassLoader());

    /** Why {@code lease} has no database in a Spring application, and what gives it one. */
    private static final String NO_DATA_SOURCE = "the application has no DataSource bean (spring.datasource.* with"
            + " spring-boot-jdbc)";

    /** Boot's rule for *.initialize-schema: embedded means an in-memory database, which starts empty every time. */
    private static boolean isEmbedded(DataSource dataSource) {
        try {
            return EmbeddedDatabaseConnection.isEmbedded(dataSource);
        } catch (DataAccessException unreachable) {
            // Not embedded: the lease's own check then reports the database as unreachable.
            return false;
        }
    }

    @Bean
    @ConditionalOnMissingBean
    SnowflakeGenerator shardflakeGenerator(ShardflakeProperties properties, ShardflakeConfig config, IdLayout layout,
            ClockPolicy policy, WallClock clock, ShardflakeWorker worker,
            ObjectProvider<WorkerIdSource> workerIdSource) {
        SnowflakeGenerator.Builder builder = SnowflakeGenerator.builder(layout)
                .clock(GeneratorClocks.settings(policy, clock))
                .defaultShard(config.shard().defaultShard(layout));
        SnowflakeGenerator generator = worker.applyTo(builder).build();
        GeneratorStartupLog.log(generator, workerIdSource.getIfUnique() != null ? WorkerLookup.CUSTOM
                : WorkerLookup.spelled(properties.getWorker().getStrategy()));
        return generator;
    }

    @Bean
    @ConditionalOnMissingBean
    UuidV7Generator shardflakeUuidV7Generator(ClockPolicy policy, WallClock clock) {
        return UuidV7Generator.builder().clock(GeneratorClocks.settings(policy, clock)).build();
    }

    /** Timestamps in 100 ns: the precise view of the wall clock (the ticking clock only moves by milliseconds). */
    @Bean
    @ConditionalOnMissingBean
    UuidV6Generator shardflakeUuidV6Generator(ClockPolicy policy, WallClock clock) {
        return UuidV6Generator.builder().clock(GeneratorClocks.precise(policy, clock)).build();
    }

    /** Timestamps in 100 ns, as for v6. */
    @Bean
    @ConditionalOnMissingBean
    UuidV1Generator shardflakeUuidV1Generator(ClockPolicy policy, WallClock clock) {
        return UuidV1Generator.builder().clock(GeneratorClocks.precise(policy, clock)).build();
    }

    @Bean
    @ConditionalOnMissingBean
    LocalityUuidGenerator shardflakeLocalityUuidGenerator(ShardflakeConfig config, ClockPolicy policy,
            WallClock clock) {
        return LocalityUuidGenerator.builder().mode(config.localityMode())
                .clock(GeneratorClocks.settings(policy, clock)).build();
    }

    /** Times in microseconds: the precise view of the wall clock. */
    @Bean
    @ConditionalOnMissingBean
    UniqidGenerator shardflakeUniqidGenerator(ShardflakeConfig config, ClockPolicy policy, WallClock clock) {
        return UniqidGenerator.builder(config.uniqid()).clock(GeneratorClocks.precise(policy, clock))
                .build();
    }

    /**
     * Snapshots of the JVM (CRaC, SnapStart): the lease this configuration claimed, and every bean that has random
     * state to draw anew (the UUID, Locality and uniqid generators, a lease of the application's own), stopped before a
     * checkpoint and started again after the restore.
     */
    @Bean
    ShardflakeSnapshots shardflakeSnapshots(ObjectProvider<ShardflakeWorker> worker,
            ObjectProvider<SnapshotAware> beans) {
        List<SnapshotAware> participants = new ArrayList<>();
        worker.ifAvailable(held -> held.ownedLease().ifPresent(participants::add));
        beans.orderedStream().forEach(participants::add);
        return new ShardflakeSnapshots(participants);
    }

    /** Hashes keys to shards the way Hibernate's {@code @ShardKey} does, over {@code shardflake.shard.count}. */
    @Bean
    @ConditionalOnMissingBean
    ShardFunction shardflakeShardFunction(ShardflakeConfig config, IdLayout layout) {
        return ShardFunction.hashing(config.shard().count(layout));
    }

    /**
     * Flyway, Liquibase and Boot's SQL scripts run before the worker id is claimed (see
     * {@code @DependsOnDatabaseInitialization} above). Kept apart because Spring Boot 4 keeps this in
     * {@code spring-boot-sql}, which an application without JDBC does not have.
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = "org.springframework.boot.sql.init.dependency.DatabaseInitializationDependencyConfigurer")
    @Import(DatabaseInitializationDependencyConfigurer.class)
    static class DatabaseInitializationConfiguration {
    }

    /** Kept apart so that an application without Spring Boot's Hibernate module never loads the customizer's type. */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"org.springframework.boot.hibernate.autoconfigure.HibernatePropertiesCustomizer",
            "io.shardflake.hibernate.ShardflakeSettings"})
    static class HibernateConfiguration {

        @Bean
        ShardflakeHibernatePropertiesCustomizer shardflakeHibernatePropertiesCustomizer(BeanFactory beanFactory) {
            return new ShardflakeHibernatePropertiesCustomizer(new HibernateHandOff(beanFactory));
        }
    }

    /**
     * Persistence units built without Boot's EntityManagerFactoryBuilder get the generators too; Spring 7's native
     * {@code LocalSessionFactoryBean} (Spring 6's is the Boot 3 adapter's).
     */
    @Configuration(proxyBeanMethods = false)
    @ConditionalOnClass(name = {"org.springframework.orm.jpa.hibernate.LocalSessionFactoryBean",
            "org.hibernate.SessionFactory", "io.shardflake.hibernate.ShardflakeSettings"})
    static class EntityManagerFactoryConfiguration {

        /** Static, as a post-processor must be; it looks the generators up only when a persistence unit is built. */
        @Bean
        static ShardflakeEntityManagerFactoryPostProcessor shardflakeEntityManagerFactoryPostProcessor(
                BeanFactory beanFactory) {
            return ShardflakeEntityManagerFactoryPostProcessor.of(beanFactory,
                    bean -> bean instanceof LocalSessionFactoryBean factory ? factory.getHibernateProperties() : null);
        }
    }

    /** Refuses a Shardflake adapter of another Spring Boot line than the one running; see {@link BootLine}. */
    @Bean
    static BootLine shardflakeBootLine(ConfigurableListableBeanFactory beanFactory) {
        return BootLine.check(SpringBootVersion.getVersion(), beanFactory.getBeanClassLoader());
    }
}
