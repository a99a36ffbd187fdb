package io.shardflake.spring.slice;

import static org.assertj.core.api.Assertions.assertThat;

import io.shardflake.IdLayout;
import io.shardflake.LayoutPreset;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.hibernate.ShardflakeSettings;
import jakarta.persistence.EntityManagerFactory;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.test.context.TestPropertySource;

/**
 * {@code @DataJpaTest} includes Shardflake's auto-configuration (listed for {@code @AutoConfigureDataJpa}): the ids of
 * a repository's entities follow {@code shardflake.*}. Without it, Hibernate built a generator of its own with the
 * default layout and worker id 0, whatever the properties said. Each line names the annotation differently: its test
 * is this class under the line's {@code @DataJpaTest} ({@link DataJpaSliceTest} on Boot 4, lines/boot-3.5's on 3).
 */
@TestPropertySource(properties = {"shardflake.layout.preset=twitter", "shardflake.worker.id=9",
        "shardflake.worker.hostname=slice-host"})
public abstract class DataJpaSliceContract {

    @Autowired
    private ParcelRepository parcels;

    @Autowired
    private ApplicationContext context;

    @Test
    void idsFollowTheShardflakeProperties() {
        long id = parcels.saveAndFlush(new Parcel()).getId();

        IdLayout twitter = LayoutPreset.TWITTER.layout();
        assertThat(twitter.decode(id).worker()).isEqualTo(9);
        assertThat(context.getBeansOfType(SnowflakeGenerator.class).values()).singleElement()
                .satisfies(generator -> assertThat(generator.layout()).isEqualTo(twitter));
    }

    @Test
    void hibernateHoldsTheSpringGenerator() {
        assertThat(context.getBean(EntityManagerFactory.class).getProperties().get(ShardflakeSettings.GENERATOR))
                .isSameAs(context.getBeanProvider(SnowflakeGenerator.class).getIfAvailable()).isNotNull();
    }
}
