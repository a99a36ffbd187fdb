package io.shardflake.spring.jpa;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.error.ShardflakeException;
import jakarta.persistence.EntityManagerFactory;
import org.junit.jupiter.api.Test;
import org.springframework.boot.test.context.assertj.AssertableApplicationContext;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

/**
 * An application with two SnowflakeGenerator beans, started with JPA on H2. Before, the hand-off took a bean only
 * when it was unique or primary, so two beans without {@code @Primary} left Hibernate to build a third (worker id 0,
 * no lease) in silence. Now that stops the startup naming both beans; a primary is the one Hibernate uses.
 */
class TwoGeneratorsJpaTest {

    private final ApplicationContextRunner runner = JpaRunners.h2("two-generators");

    @Test
    void twoGeneratorsWithoutAPrimaryStopTheStartupNamingBoth() {
        runner.withUserConfiguration(TwoGenerators.class).run(context -> assertThat(failure(context).getMessage())
                .isEqualTo("SnowflakeGenerator bean = orders, payments (2 beans, none @Primary) is not allowed: one"
                        + " bean, or one marked @Primary: it goes to Hibernate as shardflake.generator for every entity"
                        + " of every EntityManagerFactory, and Shardflake does not pick one"));
    }

    @Test
    void thePrimaryGeneratorMakesTheEntitiesIds() {
        runner.withUserConfiguration(TwoGeneratorsOnePrimary.class).run(context -> {
            SnowflakeGenerator payments = context.getBean("payments", SnowflakeGenerator.class);
            Ticket ticket = JpaRunners.persist(context.getBean(EntityManagerFactory.class), new Ticket("t"));
            assertThat(payments.decode(ticket.getId()).worker()).isEqualTo(22);
            assertThat(payments.statistics().issued()).isOne();
            assertThat(context.getBean("orders", SnowflakeGenerator.class).statistics().issued()).isZero();
        });
    }

    private static ShardflakeException failure(AssertableApplicationContext context) {
        assertThat(context).hasFailed();
        for (Throwable t = context.getStartupFailure(); t != null; t = t.getCause()) {
            if (t instanceof ShardflakeException shardflake) {
                return shardflake;
            }
        }
        throw new AssertionError("no ShardflakeException in the startup failure", context.getStartupFailure());
    }

    private static SnowflakeGenerator generator(int workerId) {
        return SnowflakeGenerator.builder(LayoutPreset.TWITTER.layout()).workerId(workerId).build();
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoGenerators {

        @Bean
        SnowflakeGenerator orders() {
            return generator(11);
        }

        @Bean
        SnowflakeGenerator payments() {
            return generator(22);
        }
    }

    @Configuration(proxyBeanMethods = false)
    static class TwoGeneratorsOnePrimary {

        @Bean
        SnowflakeGenerator orders() {
            return generator(11);
        }

        @Bean
        @Primary
        SnowflakeGenerator payments() {
            return generator(22);
        }
    }
}
