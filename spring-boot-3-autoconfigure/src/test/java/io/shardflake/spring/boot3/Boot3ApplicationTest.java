package io.shardflake.spring.boot3;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.shardflake.SnowflakeGenerator;
import io.shardflake.spring.BootLine;
import jakarta.persistence.EntityManager;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.actuate.health.HealthEndpoint;
import org.springframework.boot.actuate.health.Status;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Spring Boot 3.5 with the Boot 3 adapter: Hibernate 6.6 gets the Spring-built generator (worker id 7, not one of its
 * own), by annotation and by name, a {@code @ShardKey} association takes its parent's shard, the health component is
 * there in Boot 3's types, Jackson 2 writes ids as strings, and Boot's sorter places Shardflake after the DataSource
 * and before Hibernate's JPA configuration by the Boot 3 names.
 */
@SpringBootTest(classes = Boot3Application.class, properties = {"shardflake.worker.id=7",
        "shardflake.worker.lease.initialize-schema=embedded", "shardflake.jackson.ids-as-strings=true",
        "spring.datasource.url=jdbc:h2:mem:boot3;DB_CLOSE_DELAY=-1", "management.endpoint.health.show-details=always"})
class Boot3ApplicationTest {

    @Autowired
    private EntityManager entities;
    @Autowired
    private TransactionTemplate transactions;
    @Autowired
    private SnowflakeGenerator generator;
    @Autowired
    private HealthEndpoint health;
    @Autowired
    private ObjectMapper json;
    @Autowired
    private ConfigurableApplicationContext context;

    @Test
    void hibernateMakesIdsWithTheSpringGenerator() {
        Parcel parcel = new Parcel();
        Crate crate = new Crate();
        crate.parcel = parcel;
        transactions.executeWithoutResult(status -> {
            entities.persist(parcel);
            entities.persist(crate);
        });
        assertThat(generator.decode(parcel.id).worker()).isEqualTo(7);
        assertThat(generator.decode(crate.id).worker()).isEqualTo(7);
        assertThat(generator.decode(crate.id).shard()).isEqualTo(generator.decode(parcel.id).shard());
    }

    @Test
    void theHealthComponentIsUp() {
        assertThat(health.healthForPath("shardflake").getStatus()).isEqualTo(Status.UP);
    }

    @Test
    void jacksonTwoWritesIdsAsStringsAndReadsEitherForm() throws Exception {
        Parcel parcel = new Parcel();
        parcel.id = 7330186474594140161L;
        assertThat(json.writeValueAsString(parcel)).contains("\"id\":\"7330186474594140161\"");
        assertThat(json.readValue("{\"id\":7330186474594140161}", Parcel.class).id).isEqualTo(parcel.id);
        assertThat(json.readValue("{\"id\":\"7330186474594140161\"}", Parcel.class).id).isEqualTo(parcel.id);
    }

    @Test
    void theLineIsBootThree() {
        assertThat(context.getBean(BootLine.class).version()).startsWith("3.5.");
    }

    @Test
    void bootsSorterOrdersShardflakeByTheBootThreeNames() {
        List<String> names = List.of(context.getBeanDefinitionNames());
        int dataSource = names.indexOf("dataSource");
        int worker = names.indexOf("shardflakeWorker");
        int jpa = names.indexOf("entityManagerFactory");
        assertThat(Map.of("dataSource", dataSource, "jpa", jpa)).doesNotContainValue(-1);
        assertThat(dataSource).isLessThan(worker);
        assertThat(worker).isLessThan(jpa);
    }
}
